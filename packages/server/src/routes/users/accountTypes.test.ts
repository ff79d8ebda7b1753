import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { users } from '../../db/schema.ts';
import { call, person, publicPublished } from '../shares/testing.ts';

const { app, db } = await createTestApp();

describe('account types and what they allow', () => {
  it('lists the types publicly; one type for a signed-in user', async () => {
    const types = (await call(app, null, 'GET', '/public/api/users/accountTypes')).json();
    expect(types.map((t: { name: string }) => t.name)).toEqual(['Free', 'Creator', 'Business']);
    expect(types[0]).toMatchObject({ maxWebsites: 10, submissionsPerMonth: 1000, analyticsDays: 366, yearlyPrice: '0.00' });
    const u = await person(db, 'U');
    expect((await call(app, u, 'GET', '/api/users/accountTypes/3')).json()).toMatchObject({ name: 'Business', maxWebsites: null });
    expect((await call(app, u, 'GET', '/api/users/accountTypes/9')).statusCode).toBe(404);
    expect((await call(app, null, 'GET', '/api/users/accountTypes/1')).statusCode).toBe(401);
  });

  it('refuses the 11th website of a Free account with a 403 naming the limit; a higher type allows it; lowering removes nothing', async () => {
    const u = await person(db, 'Builder');
    for (let i = 0; i < 10; i++) expect((await call(app, u, 'POST', '/api/websites', { name: `Site ${i}` })).statusCode).toBe(201);
    const permit = (await call(app, u, 'GET', '/api/users/check/actionPermit?action=website.create')).json();
    expect(permit).toMatchObject({ permitted: false, limit: 10, used: 10, accountType: { name: 'Free' }, upgradeTo: { id: 2, name: 'Creator' } });
    const refused = await call(app, u, 'POST', '/api/websites', { name: 'One more' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your Free account has its limit of 10 websites. The Creator account type allows more.');
    await db.update(users).set({ accountTypeId: 2 }).where(eq(users.id, u.user.id));
    expect((await call(app, u, 'POST', '/api/websites', { name: 'One more' })).statusCode).toBe(201);
    await db.update(users).set({ accountTypeId: 1 }).where(eq(users.id, u.user.id));
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from websites where author_id = ${u.user.id}`)).rows[0]!.n).toBe(11);
    expect((await call(app, u, 'GET', '/api/users/check/actionPermit?action=website.create')).json()).toMatchObject({ permitted: false, used: 11 });
  });

  it('keeps custom domains for the types that have them', async () => {
    const u = await person(db, 'Free site');
    const site = (await call(app, u, 'POST', '/api/websites', { name: 'Mine' })).json();
    const refused = await call(app, u, 'PATCH', `/api/websites/${site.id}`, { customDomain: 'mine.example.org' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A Free account cannot serve a website on your own domain. The Creator account type allows more.');
    expect((await call(app, u, 'GET', '/api/users/check/actionPermit?action=website.customDomain')).json()).toMatchObject({ permitted: false, upgradeTo: { name: 'Creator' } });
    await db.update(users).set({ accountTypeId: 2 }).where(eq(users.id, u.user.id));
    expect((await call(app, u, 'PATCH', `/api/websites/${site.id}`, { customDomain: 'mine.example.org' })).statusCode).toBe(200);
    expect((await call(app, u, 'GET', '/api/users/check/actionPermit?action=licence.sell')).json()).toMatchObject({ permitted: true });
  });

  it('stops a form past its owner’s monthly submissions, and analytics past the type’s history', async () => {
    const owner = await person(db, 'Owner');
    const folio = await publicPublished(app, db, owner, 'Busy form');
    await db.execute(sql`insert into submissions (folio_id, button_id, folio_version, data) select ${folio.id}, 'b', 1, '{}'::jsonb from generate_series(1, 1000)`);
    const permit = (await call(app, owner, 'GET', '/api/users/check/actionPermit?action=submission.receive')).json();
    expect(permit).toMatchObject({ permitted: false, limit: 1000, used: 1000, upgradeTo: { name: 'Creator' } });
    const history = (await call(app, owner, 'GET', '/api/users/check/actionPermit?action=analytics.history&days=500')).json();
    expect(history).toMatchObject({ permitted: false, limit: 366, upgradeTo: { name: 'Creator' } });
    const start = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const old = await call(app, owner, 'GET', `/api/foliosAnalyticsMeta?startDate=${start}`);
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toMatch(/^Your Free account keeps 366 days of analytics/);
    expect((await call(app, owner, 'GET', '/api/users/check/actionPermit?action=file.store&fileSize=1')).json()).toMatchObject({ permitted: true });
    expect((await call(app, owner, 'GET', '/api/users/check/actionPermit?action=nothing')).statusCode).toBe(400);
  });
});
