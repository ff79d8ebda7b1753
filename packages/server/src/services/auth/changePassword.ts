import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { revokeOtherTokens } from './sessions.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

/** Replaces the password after checking the current one; every other session of the user ends. */
export async function changePassword(
  db: Db,
  input: { userId: string; currentPassword: string; newPassword: string; keepTokenId: string },
): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, input.userId));
    await revokeOtherTokens(tx, input.userId, input.keepTokenId);
  });
}
