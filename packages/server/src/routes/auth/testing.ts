// Helpers for the auth API tests: read what was mailed and walk a user through sign-up.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/schema.ts';

export const STRONG_PASSWORD = 'violet kettle under the stairs';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailMessages).where(eq(mailMessages.to, to)).orderBy(desc(mailMessages.createdAt));
}

/** The user id and token from the newest mail to `to` whose link goes to `/${page}/`. */
export async function linkIn(db: Db, to: string, page: 'verify' | 'reset-password', origin: string) {
  const [mail] = (await mailsTo(db, to)).filter((m) => m.text.includes(`/${page}/`));
  expect(mail, `a ${page} mail to ${to}`).toBeDefined();
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}/${page}/([0-9a-f-]{36})\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(m, `a link in: ${mail!.text}`).not.toBeNull();
  return { userId: m![1]!, token: m![2]!, mail: mail! };
}

export async function register(app: App, body: { email: string; password?: string; displayName?: string }) {
  return app.inject({
    method: 'POST',
    url: '/public/api/register',
    payload: { password: STRONG_PASSWORD, displayName: 'Ada Lovelace', ...body },
  });
}

export async function login(app: App, username: string, password = STRONG_PASSWORD, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/public/api/login', payload: { username, password }, headers });
}

/** Registers through the API, follows the mailed verification link and returns the user id. */
export async function registerVerified(app: App, db: Db, email: string, origin: string): Promise<string> {
  const res = await register(app, { email });
  expect(res.statusCode).toBe(201);
  const { userId, token } = await linkIn(db, email, 'verify', origin);
  const verified = await app.inject({ method: 'POST', url: `/public/api/verify/${userId}`, payload: { token } });
  expect(verified.statusCode).toBe(200);
  return userId;
}
