import type { Executor } from '../../db/client.ts';
import { loginLogs } from '../../db/schema.ts';

export type LoginOutcome = 'success' | 'wrong_password' | 'unknown_email' | 'unverified' | 'deactivated' | 'rate_limited';

export interface LoginAttempt {
  email: string;
  userId: string | null;
  outcome: LoginOutcome;
  ip: string;
  userAgent: string;
}

/** Writes one row per login attempt, whatever its outcome. */
export async function recordLoginAttempt(db: Executor, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginLogs).values({
    email: attempt.email,
    userId: attempt.userId,
    success: attempt.outcome === 'success',
    reason: attempt.outcome,
    ip: attempt.ip,
    // Clipped: the header is client-controlled and otherwise unbounded.
    userAgent: attempt.userAgent.slice(0, 512),
  });
}
