import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { loginLogs, mailMessages } from '../../db/schema.ts';

const { app, db } = await createTestApp();

const admin = await buildUser(db, { superAdmin: true });
const adminToken = await tokenFor(db, admin.id);
const normal = await buildUser(db);
const normalToken = await tokenFor(db, normal.id);

// 12 mails and 12 login attempts, one minute apart, so "newest first" has a single right answer.
const base = Date.UTC(2026, 0, 1);
const mailIds: string[] = [];
for (let i = 0; i < 12; i++) {
  const id = await app.deps.mail.enqueue(db, {
    to: `r${i}@example.test`,
    subject: `Subject ${i}`,
    text: `Text ${i}`,
    html: `<p>Html ${i}</p>`,
  });
  mailIds.push(id);
}
for (const [i, id] of mailIds.entries()) {
  await db.update(mailMessages).set({ createdAt: new Date(base + i * 60_000) }).where(eq(mailMessages.id, id));
}
await db.insert(loginLogs).values(
  Array.from({ length: 12 }, (_, i) => ({
    userId: i % 2 ? normal.id : null,
    email: `attempt${i}@example.test`,
    success: i % 2 === 1,
    reason: i % 2 ? 'ok' : 'unknown user',
    ip: '203.0.113.7',
    userAgent: 'vitest',
    createdAt: new Date(base + i * 60_000),
  })),
);

describe('GET /api/admin/outbox', () => {
  it('lists mail newest first, 10 by default, with the total', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      id: mailIds[11],
      to: 'r11@example.test',
      subject: 'Subject 11',
      text: 'Text 11',
      html: '<p>Html 11</p>',
      status: 'outbox',
      createdAt: new Date(base + 11 * 60_000).toISOString(),
    });
    expect(body.items.map((m: { subject: string }) => m.subject)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Subject ${11 - i}`),
    );
  });

  it('pages with first and after', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox?first=5&after=10', headers: bearer(adminToken) });
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.items.map((m: { subject: string }) => m.subject)).toEqual(['Subject 1', 'Subject 0']);
  });

  it.each([['first=0'], ['first=101'], ['after=-1'], ['first=abc']])('rejects %s with 400', async (q) => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/outbox?${q}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(q.split('=')[0]);
  });

  it('accepts first=100', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox?first=100', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(12);
  });

  it('answers 403 to a user who is not a super admin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(normalToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'Only super admins can do this' });
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authorized use only');
  });
});

describe('GET /api/users/loginLogs', () => {
  it('lists login attempts newest first, with the total', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/loginLogs?first=3', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.items.map((l: { email: string }) => l.email)).toEqual([
      'attempt11@example.test',
      'attempt10@example.test',
      'attempt9@example.test',
    ]);
    expect(body.items[0]).toMatchObject({
      userId: normal.id,
      success: true,
      reason: 'ok',
      ip: '203.0.113.7',
      userAgent: 'vitest',
      createdAt: new Date(base + 11 * 60_000).toISOString(),
    });
    expect(body.items[1]).toMatchObject({ userId: null, success: false, reason: 'unknown user' });
  });

  it('filters by user (part of the username, or an account id), result, reason, address and days', async () => {
    const get = async (q: string) => (await app.inject({ method: 'GET', url: `/api/users/loginLogs?first=50&${q}`, headers: bearer(adminToken) })).json();
    expect((await get('user=attempt1')).total).toBe(3);
    expect((await get(`user=${normal.id}`)).total).toBe(6);
    expect((await get('success=false')).items.every((l: { success: boolean }) => !l.success)).toBe(true);
    expect((await get('reason=unknown%20user')).total).toBe(6);
    expect((await get('ip=203.0.113.7')).total).toBe(12);
    expect((await get('ip=198.51.100.1')).total).toBe(0);
    const day = new Date(base).toISOString().slice(0, 10);
    expect((await get(`from=${day}&to=${day}`)).total).toBeGreaterThan(0);
    expect((await get('from=2001-01-01&to=2001-01-02')).total).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/users/loginLogs?from=yesterday', headers: bearer(adminToken) })).statusCode).toBe(400);
  });

  it('pages with after', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/loginLogs?after=11', headers: bearer(adminToken) });
    expect(res.json().items.map((l: { email: string }) => l.email)).toEqual(['attempt0@example.test']);
  });

  it('answers 403 to a user who is not an administrator', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/loginLogs', headers: bearer(normalToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'Only administrators can do this' });
  });

  it('shows an admin (not super admin) the attempts of ordinary users and of unknown names, never an administrator’s', async () => {
    const anAdmin = await buildUser(db, { isAdmin: true });
    const otherAdmin = await buildUser(db, { isAdmin: true });
    const ip = '198.51.100.77';
    const attempt = (userId: string | null, email: string) => ({ userId, email, success: userId !== null, reason: userId ? 'ok' : 'unknown_email', ip, userAgent: 'vitest', createdAt: new Date(base) });
    await db.insert(loginLogs).values([attempt(normal.id, 'plain@example.test'), attempt(null, 'nobody@example.test'), attempt(otherAdmin.id, 'other-admin@example.test'), attempt(admin.id, 'super@example.test')]);
    const read = async (token: string) => (await app.inject({ method: 'GET', url: `/api/users/loginLogs?ip=${ip}&first=50`, headers: bearer(token) })).json();
    const seenByAdmin = await read(await tokenFor(db, anAdmin.id));
    expect(seenByAdmin.items.map((l: { email: string }) => l.email).sort()).toEqual(['nobody@example.test', 'plain@example.test']);
    expect(seenByAdmin.total).toBe(2);
    expect((await read(adminToken)).total).toBe(4);
    // The account filter cannot reach around it.
    expect((await app.inject({ method: 'GET', url: `/api/users/loginLogs?user=${otherAdmin.id}`, headers: bearer(adminToken) })).json().total).toBe(1);
    const filtered = await app.inject({ method: 'GET', url: `/api/users/loginLogs?user=${otherAdmin.id}`, headers: bearer(await tokenFor(db, anAdmin.id)) });
    expect(filtered.json().total).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/loginLogs' });
    expect(res.statusCode).toBe(401);
  });
});
