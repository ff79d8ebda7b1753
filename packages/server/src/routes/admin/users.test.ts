import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { auditLog, loginLogs, mailMessages, users } from '../../db/schema.ts';
import { call, type Person } from '../shares/testing.ts';

const { app, db } = await createTestApp();

async function as(role: 'user' | 'admin' | 'super', name: string = role): Promise<Person> {
  const user = await buildUser(db, { displayName: `${name} ${Math.random().toString(36).slice(2, 7)}`, isAdmin: role === 'admin', superAdmin: role === 'super' });
  return { user, token: await tokenFor(db, user.id) };
}

const mailsTo = async (to: string) => db.select().from(mailMessages).where(eq(mailMessages.to, to));

describe('administration: who may do what', () => {
  it('every admin route × user / admin / super admin / deactivated user', async () => {
    const plain = await as('user');
    const admin = await as('admin');
    const superAdmin = await as('super');
    const gone = await as('user', 'gone');
    const target = await as('user', 'target');
    const otherAdmin = await as('admin', 'other admin');
    await db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const routes = (id: string): Array<[string, 'GET' | 'POST' | 'PUT', string, object | undefined]> => [
      ['list', 'GET', '/api/users/management', undefined],
      ['detail', 'GET', `/api/users/management/${id}`, undefined],
      ['edit', 'PUT', `/api/users/${id}`, { displayName: 'Renamed' }],
      ['deactivate', 'POST', `/api/users/${id}/deactivate`, undefined],
      ['activate', 'POST', `/api/users/${id}/activate`, undefined],
      ['reset', 'POST', `/api/users/${id}/reset-password`, undefined],
      ['type', 'POST', `/api/users/${id}/changeAccountType`, { accountTypeId: 2 }],
    ];
    for (const [name, method, url, body] of routes(target.user.id)) {
      expect((await call(app, plain, method, url, body)).statusCode, `user: ${name}`).toBe(403);
      expect((await call(app, gone, method, url, body)).statusCode, `deactivated: ${name}`).toBe(401);
      expect((await call(app, null, method, url, body)).statusCode, `guest: ${name}`).toBe(401);
      expect((await call(app, admin, method, url, body)).statusCode, `admin on a user: ${name}`).toBeLessThan(300);
      expect((await call(app, superAdmin, method, url, body)).statusCode, `super admin on a user: ${name}`).toBeLessThan(300);
    }
    // An admin manages ordinary users only; a super admin also admins.
    for (const [name, method, url, body] of routes(otherAdmin.user.id).slice(2)) {
      expect((await call(app, admin, method, url, body)).statusCode, `admin on an admin: ${name}`).toBe(403);
      expect((await call(app, superAdmin, method, url, body)).statusCode, `super admin on an admin: ${name}`).toBeLessThan(300);
    }
    // Changing an email: a new address each time (the same one is a 400).
    const changeEmail = (who: Person | null, id: string, tag: string) => call(app, who, 'POST', `/api/users/${id}/change-email`, { email: `${tag}-${Math.random().toString(36).slice(2, 8)}@example.test` });
    expect((await changeEmail(plain, target.user.id, 'plain')).statusCode).toBe(403);
    expect((await changeEmail(null, target.user.id, 'guest')).statusCode).toBe(401);
    expect((await changeEmail(admin, target.user.id, 'admin')).statusCode).toBe(200);
    expect((await changeEmail(superAdmin, target.user.id, 'super')).statusCode).toBe(200);
    expect((await changeEmail(admin, otherAdmin.user.id, 'admin')).statusCode).toBe(403);
    expect((await changeEmail(superAdmin, otherAdmin.user.id, 'super')).statusCode).toBe(200);
    // An admin opens an administrator's page (the list shows everyone) but not their sign-ins; a super admin does.
    await db.insert(loginLogs).values({ userId: otherAdmin.user.id, email: otherAdmin.user.email, success: true, reason: 'ok', ip: '203.0.113.9', userAgent: 'vitest' });
    await db.insert(loginLogs).values({ userId: target.user.id, email: target.user.email, success: true, reason: 'ok', ip: '203.0.113.9', userAgent: 'vitest' });
    const logins = async (who: Person, id: string) => (await call(app, who, 'GET', `/api/users/management/${id}`)).json().logins.length;
    expect(await logins(admin, otherAdmin.user.id)).toBe(0);
    expect(await logins(superAdmin, otherAdmin.user.id)).toBe(1);
    expect(await logins(admin, target.user.id)).toBe(1);
    // Making admins is a super admin's; nobody sets the super-admin flag through the API.
    expect((await call(app, admin, 'PUT', `/api/users/${target.user.id}`, { isAdmin: true })).statusCode).toBe(403);
    expect((await call(app, superAdmin, 'PUT', `/api/users/${target.user.id}`, { isAdmin: true })).json()).toMatchObject({ isAdmin: true });
    for (const key of ['superAdmin', 'isSuperAdmin']) {
      expect((await call(app, superAdmin, 'PUT', `/api/users/${target.user.id}`, { [key]: true })).statusCode).toBe(400);
      expect((await call(app, superAdmin, 'POST', '/api/users', { email: `x-${key}@example.test`, displayName: 'X', [key]: true })).statusCode).toBe(400);
    }
    // The audit log is a super admin's.
    expect((await call(app, admin, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call(app, superAdmin, 'GET', '/api/admin/audit')).statusCode).toBe(200);
  });

  it('a deactivated account’s tokens are told why they stopped working; an unknown token reads as an ended session', async () => {
    const admin = await as('admin');
    const person = await as('user', 'soon gone');
    expect((await call(app, person, 'GET', '/api/users/me')).statusCode).toBe(200);
    expect((await call(app, admin, 'POST', `/api/users/${person.user.id}/deactivate`)).statusCode).toBe(200);
    const refused = await call(app, person, 'GET', '/api/users/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'This account has been deactivated; please contact an administrator.' });
    const unknown = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer('not-a-token-anyone-holds') });
    expect(unknown.json()).toMatchObject({ message: 'Session expired; please login again' });
    // Reactivated, the account signs in again; the old tokens stay revoked and now read as an ended session.
    expect((await call(app, admin, 'POST', `/api/users/${person.user.id}/activate`)).statusCode).toBe(200);
    expect((await call(app, person, 'GET', '/api/users/me')).json()).toMatchObject({ message: 'Session expired; please login again' });
  });

  it('nobody deactivates themself', async () => {
    const admin = await as('admin');
    const superAdmin = await as('super');
    expect((await call(app, admin, 'POST', `/api/users/${admin.user.id}/deactivate`)).json()).toMatchObject({ message: 'You cannot deactivate your own account' });
    expect((await call(app, superAdmin, 'POST', `/api/users/${superAdmin.user.id}/deactivate`)).statusCode).toBe(403);
  });
});

describe('administration: the actions', () => {
  it('finds by email, changes the type, deactivates (sessions end, login says why), reactivates, resets, changes email — each audited', async () => {
    const superAdmin = await as('super');
    const target = await as('user', 'Findable');
    const found = (await call(app, superAdmin, 'GET', `/api/users/management?search=${encodeURIComponent(target.user.email.slice(0, 12))}`)).json();
    expect(found.items.map((u: { id: string }) => u.id)).toContain(target.user.id);
    expect((await call(app, superAdmin, 'GET', `/api/users/management?search=${target.user.id.slice(0, 8)}zzz`)).json().total).toBe(0);
    expect((await call(app, superAdmin, 'GET', '/api/users/management?admin=true&first=100')).json().items.every((u: { isAdmin: boolean; isSuperAdmin: boolean }) => u.isAdmin || u.isSuperAdmin)).toBe(true);

    expect((await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/changeAccountType`, { accountTypeId: 3 })).json()).toMatchObject({ accountTypeId: 3, accountTypeName: 'Business' });
    expect((await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/changeAccountType`, { accountTypeId: 99 })).statusCode).toBe(400);

    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(target.token) })).statusCode).toBe(200);
    expect((await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/deactivate`)).json()).toMatchObject({ isActive: false });
    const refused = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(target.token) });
    expect(refused.statusCode).toBe(401);
    // The open tab's next call says why, so its sign-in page can tell them.
    expect(refused.json().message).toBe('This account has been deactivated; please contact an administrator.');
    const login = await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: target.user.email, password: target.user.password } });
    expect(login.json().message).toBe('This account has been deactivated; please contact an administrator.');
    expect((await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/activate`)).json()).toMatchObject({ isActive: true });
    expect((await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: target.user.email, password: target.user.password } })).statusCode).toBe(200);
    const listed = (await call(app, superAdmin, 'GET', `/api/users/management?search=${encodeURIComponent(target.user.email)}`)).json();
    expect(listed.items[0].lastLoginAt).not.toBeNull();

    expect((await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/reset-password`)).statusCode).toBe(204);
    expect((await mailsTo(target.user.email)).some((m) => m.text.includes('/reset-password/'))).toBe(true);

    const newEmail = `new-${Date.now()}@example.test`;
    expect((await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/change-email`, { email: newEmail })).json()).toMatchObject({ email: newEmail, isVerified: false });
    const verify = (await mailsTo(newEmail)).find((m) => m.text.includes('/verify/'));
    expect(verify).toBeDefined();
    expect((await mailsTo(target.user.email)).some((m) => m.subject === 'The email of your Folio account was changed')).toBe(true);
    const link = /\/verify\/([0-9a-f-]+)\?token=([^\s]+)/.exec(verify!.text)!;
    const verified = await app.inject({ method: 'POST', url: `/public/api/verify/${link[1]}`, payload: { token: decodeURIComponent(link[2]!) } });
    expect(verified.statusCode, verified.body).toBeLessThan(300);
    expect((await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/change-email`, { email: superAdmin.user.email })).statusCode).toBe(409);

    const audit = (await call(app, superAdmin, 'GET', `/api/admin/audit?userId=${target.user.id}`)).json();
    expect(audit.items.map((e: { action: string }) => e.action).reverse()).toEqual(['user.changeAccountType', 'user.deactivate', 'user.activate', 'user.resetPassword', 'user.changeEmail']);
    expect(audit.items[0]).toMatchObject({ actor: { id: superAdmin.user.id }, before: { email: target.user.email }, after: { email: newEmail } });
    expect((await db.select().from(auditLog).where(eq(auditLog.targetUserId, target.user.id))).length).toBe(5);
  });

  it('filters the audit log by action, by person and by day, and explains a bad day', async () => {
    const superAdmin = await as('super');
    const target = await as('user', 'Filtered Fennimore');
    await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/deactivate`);
    await call(app, superAdmin, 'POST', `/api/users/${target.user.id}/activate`);
    const audit = async (query: string) => {
      const res = await call(app, superAdmin, 'GET', `/api/admin/audit?first=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: Array<{ action: string; target: { id: string } | null }> }).items;
    };
    const byPerson = await audit('person=fennimore');
    expect(byPerson.map((e) => e.action)).toEqual(['user.activate', 'user.deactivate']);
    expect(byPerson.every((e) => e.target?.id === target.user.id)).toBe(true);
    expect((await audit('person=fennimore&action=user.deactivate')).map((e) => e.action)).toEqual(['user.deactivate']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await audit(`person=fennimore&from=${today}&to=${today}`)).toHaveLength(2);
    expect(await audit('person=fennimore&to=2000-01-01')).toHaveLength(0);
    expect(await audit('person=100%25_nobody')).toHaveLength(0);
    const bad = await call(app, superAdmin, 'GET', '/api/admin/audit?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('not a day of the calendar');
    const backwards = await call(app, superAdmin, 'GET', `/api/admin/audit?from=${today}&to=2000-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('"from" day is after the "to" day');
  });

  it('makes an account whose owner chooses the password from the invitation; duplicates are refused', async () => {
    const admin = await as('admin');
    const email = `invited-${Date.now()}@example.test`;
    const made = await call(app, admin, 'POST', '/api/users', { email, displayName: 'Invited', accountTypeId: 2 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ email, accountTypeId: 2, isActive: true });
    const invitation = (await mailsTo(email)).find((m) => m.subject === 'You have a Folio account');
    expect(invitation?.text).toContain('/reset-password/');
    expect((await call(app, admin, 'POST', '/api/users', { email, displayName: 'Again' })).statusCode).toBe(409);
    expect((await call(app, admin, 'POST', '/api/users', { email: 'not an email', displayName: 'X' })).statusCode).toBe(400);
    const detail = (await call(app, admin, 'GET', `/api/users/management/${made.json().id}`)).json();
    expect(detail).toMatchObject({ user: { email }, storage: { used: 0, accountTypeName: 'Creator' }, sessions: [], canManage: true });
  });
});

describe('the last super admin', () => {
  it('stays: two super admins deactivating each other at once leave one of them active', async () => {
    const a = await as('super', 'A');
    const b = await as('super', 'B');
    await db.update(users).set({ isActive: false }).where(eq(users.superAdmin, true));
    await db.update(users).set({ isActive: true }).where(eq(users.id, a.user.id));
    await db.update(users).set({ isActive: true }).where(eq(users.id, b.user.id));
    const [ab, ba] = await Promise.all([call(app, a, 'POST', `/api/users/${b.user.id}/deactivate`), call(app, b, 'POST', `/api/users/${a.user.id}/deactivate`)]);
    const statuses = [ab.statusCode, ba.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const left = await db.select().from(users).where(eq(users.superAdmin, true));
    expect(left.filter((u) => u.isActive)).toHaveLength(1);
    if (statuses[1] === 409) expect([ab, ba].find((r) => r.statusCode === 409)!.json().message).toBe('This is the last active super admin; make another one first');
  });
});
