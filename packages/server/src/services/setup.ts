import { passwordProblem } from '@folio/model';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../errors.ts';

export const SETUP_DONE_MESSAGE = 'Folio is already set up; sign in instead.';

export interface FirstAdmin {
  email: string;
  password: string;
  displayName: string;
}

/**
 * True while no super admin exists: the app then offers the first-run setup. Ordinary accounts registered
 * before it do not close the setup, or an installation could be left without any administrator.
 */
export async function needsSetup(db: Executor): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.superAdmin, true)).limit(1);
  return found.length === 0;
}

/**
 * Creates the first user: a verified super admin. Two calls at once cannot both win: the table lock makes the
 * second wait until the first commits, and then it sees a user and gets 409.
 */
export async function createFirstAdmin(db: Db, admin: FirstAdmin): Promise<{ id: string }> {
  const problem = passwordProblem(admin.password);
  if (problem) throw badRequest(problem);
  // Hashing is slow; do it before taking the lock.
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    // EXCLUSIVE blocks concurrent inserts (registrations too) but not reads, for the instant this takes.
    await tx.execute(sql`lock table ${users} in exclusive mode`);
    if (!(await needsSetup(tx))) throw conflict(SETUP_DONE_MESSAGE);
    const [row] = await tx
      .insert(users)
      .values({
        email: admin.email.trim().toLowerCase(),
        passwordHash,
        displayName: admin.displayName.trim(),
        superAdmin: true,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    return { id: row!.id };
  });
}

/** Creates the first super admin from FOLIO_ADMIN_EMAIL / FOLIO_ADMIN_PASSWORD while none exists. */
export async function ensureAdminFromEnv(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  const email = config.FOLIO_ADMIN_EMAIL;
  const password = config.FOLIO_ADMIN_PASSWORD;
  if (!email && !password) return;
  if (!email || !password) {
    log('FOLIO_ADMIN_EMAIL and FOLIO_ADMIN_PASSWORD must be set together; no admin was created from the environment');
    return;
  }
  if (!(await needsSetup(db))) return;
  const problem = passwordProblem(password);
  if (problem) throw new Error(`FOLIO_ADMIN_PASSWORD is not acceptable: ${problem}`);
  try {
    await createFirstAdmin(db, { email, password, displayName: 'Admin' });
    log(`created the super admin ${email.trim().toLowerCase()} from FOLIO_ADMIN_EMAIL`);
  } catch (err) {
    // Another server created the first user at the same moment; that is fine.
    if (err instanceof HttpError && err.status === 409) return;
    throw err;
  }
}
