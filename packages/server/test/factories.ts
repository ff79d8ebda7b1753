import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/passwords.ts';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { createAccessToken } from '../src/services/sessions.ts';

export const DEFAULT_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | null = null;

export type TestUser = typeof users.$inferSelect & { password: string };

/** A verified, active user; pass only what the test is about. */
export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(DEFAULT_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID()}@example.test`,
      displayName: 'Test User',
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return { ...user!, password: DEFAULT_PASSWORD };
}

/** A bearer token for the user, issued the same way login issues one. */
export async function tokenFor(db: Db, userId: string, lifetimeMinutes = 43200): Promise<string> {
  return (await createAccessToken(db, userId, lifetimeMinutes)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
