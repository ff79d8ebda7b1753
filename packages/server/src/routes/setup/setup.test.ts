import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { ensureAdminFromEnv } from '../../services/setup.ts';

const { app, db } = await createTestApp();

const admin = { email: 'Boss@Example.test', password: 'a long enough passphrase', displayName: 'The Boss' };
const post = (payload: object) => app.inject({ method: 'POST', url: '/public/api/setup', payload });

// The tests in this block run in order on one database: first empty, then set up.
describe('first-run setup', () => {
  it('GET /public/api/setup says setup is needed while no super admin exists', async () => {
    const res = await app.inject({ method: 'GET', url: '/public/api/setup' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ needsSetup: true });
  });

  it('rejects a too short password with 400 saying what to fix, and creates nobody', async () => {
    const res = await post({ ...admin, password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 8 characters/);
    expect(await db.select().from(users)).toHaveLength(0);
  });

  it('rejects one of the most common passwords with 400', async () => {
    const res = await post({ ...admin, password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/common/);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['displayName', { displayName: '' }],
    ['password', { password: undefined }],
  ])('rejects a missing or invalid %s with 400 naming it', async (field, change) => {
    const res = await post({ ...admin, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('lets exactly one of several simultaneous calls create the super admin', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post({ ...admin, email: `racer${i}@example.test`, superAdmin: false })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 201)!;
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(winner.json()).toEqual({ id: rows[0]!.id });
    expect(rows[0]).toMatchObject({ superAdmin: true, isActive: true, displayName: 'The Boss' });
    expect(rows[0]!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(rows[0]!.passwordHash, admin.password)).toBe(true);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toEqual({ error: 'Conflict', message: 'Folio is already set up; sign in instead.' });
  });

  it('GET /public/api/setup says setup is done once a super admin exists', async () => {
    const res = await app.inject({ method: 'GET', url: '/public/api/setup' });
    expect(res.json()).toEqual({ needsSetup: false });
  });

  it('answers 409 to a later call and creates nobody', async () => {
    const res = await post({ ...admin, email: 'late@example.test' });
    expect(res.statusCode).toBe(409);
    expect(await db.select().from(users)).toHaveLength(1);
  });
});

describe('setup after ordinary accounts were registered', () => {
  it('stays open until a super admin exists, so the installation is never left without one', async () => {
    const fresh = await createTestApp();
    await buildUser(fresh.db);
    expect((await fresh.app.inject({ method: 'GET', url: '/public/api/setup' })).json()).toEqual({ needsSetup: true });
    const res = await fresh.app.inject({ method: 'POST', url: '/public/api/setup', payload: admin });
    expect(res.statusCode).toBe(201);
    expect((await fresh.app.inject({ method: 'GET', url: '/public/api/setup' })).json()).toEqual({ needsSetup: false });
  });
});

describe('setup racing a registration', () => {
  it('waits for a super admin being created at the same moment and then answers 409', async () => {
    const fresh = await createTestApp();
    const other = await fresh.app.deps.database.pool.connect();
    try {
      await other.query('begin');
      await other.query(
        "insert into users (email, password_hash, display_name, super_admin) values ('first@example.test', 'x', 'First', true)",
      );
      let answered = false;
      const pending = fresh.app.inject({ method: 'POST', url: '/public/api/setup', payload: admin }).finally(() => {
        answered = true;
      });
      // Commit only once the setup call is blocked on the users table, so both really overlap.
      while (!answered) {
        const { rows } = await fresh.app.deps.database.pool.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where not granted and relation = 'users'::regclass",
        );
        if (rows[0]!.n > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      await other.query('commit');
      const res = await pending;
      expect(res.statusCode).toBe(409);
      expect(await fresh.db.select().from(users).where(eq(users.superAdmin, true))).toHaveLength(1);
    } finally {
      other.release();
    }
  });
});

describe('ensureAdminFromEnv', () => {
  const envConfig = (env: Record<string, string>) => loadConfig({ ...env });

  it('creates a verified super admin on an empty database and logs it without the password', async () => {
    const fresh = await createTestApp();
    const lines: string[] = [];
    const password = 'env admin passphrase 42';
    await ensureAdminFromEnv(fresh.db, envConfig({ FOLIO_ADMIN_EMAIL: 'Ops@Example.test', FOLIO_ADMIN_PASSWORD: password }), (m) =>
      lines.push(m),
    );
    const rows = await fresh.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ops@example.test', superAdmin: true });
    expect(rows[0]!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(rows[0]!.passwordHash, password)).toBe(true);
    expect(lines.join('\n')).toContain('ops@example.test');
    expect(lines.join('\n')).not.toContain(password);
  });

  it('does nothing when a super admin already exists', async () => {
    const fresh = await createTestApp();
    const existing = await buildUser(fresh.db, { superAdmin: true });
    const lines: string[] = [];
    await ensureAdminFromEnv(
      fresh.db,
      envConfig({ FOLIO_ADMIN_EMAIL: 'ops@example.test', FOLIO_ADMIN_PASSWORD: 'env admin passphrase 42' }),
      (m) => lines.push(m),
    );
    const rows = await fresh.db.select().from(users);
    expect(rows.map((r) => r.id)).toEqual([existing.id]);
    expect(lines).toEqual([]);
  });

  it('does nothing without both variables', async () => {
    const fresh = await createTestApp();
    await ensureAdminFromEnv(fresh.db, envConfig({ FOLIO_ADMIN_EMAIL: 'ops@example.test' }), () => {});
    await ensureAdminFromEnv(fresh.db, envConfig({}), () => {});
    expect(await fresh.db.select().from(users)).toHaveLength(0);
  });

  it('refuses to start with a weak admin password', async () => {
    const fresh = await createTestApp();
    await expect(
      ensureAdminFromEnv(fresh.db, envConfig({ FOLIO_ADMIN_EMAIL: 'ops@example.test', FOLIO_ADMIN_PASSWORD: 'short' }), () => {}),
    ).rejects.toThrow(/FOLIO_ADMIN_PASSWORD/);
    expect(await fresh.db.select().from(users).where(eq(users.superAdmin, true))).toHaveLength(0);
  });
});
