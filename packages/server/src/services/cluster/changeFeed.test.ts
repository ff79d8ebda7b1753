// The change feed and the visitor caches over it, on real PostgreSQL: what the triggers announce (on commit only),
// two app servers on one database agreeing about published pages and websites, a cached page answered without a
// database round trip, and a lost LISTEN connection (caches bypassed, then reset and live again).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { queriesDuring } from '../../../test/pages.ts';
import { folios, submissions, visualizations } from '../../db/schema.ts';
import { fetchForEditing, patchFolio, sampleDoc, saveTextR1 } from '../../routes/folios/testing.ts';
import { ChangeFeed } from './changeFeed.ts';
import { VisitorCache } from './visitorCache.ts';

// Server A keeps what it read for an hour unless told: whatever it learns in these tests, it learns from the feed.
const a = await createTestApp({ VISITOR_CACHE_SECONDS: '3600' });
const b = await createTestApp({}, { databaseUrl: a.databaseUrl });
const { db } = a;
const sitesHost = new URL(a.config.SITES_ORIGIN).host;

const visit = (server: typeof a, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { host: sitesHost, ...headers } });

/** Everything the feed delivers, for a test to read after `feed.sync()`. */
async function listen() {
  const tags: string[] = [];
  const feed = new ChangeFeed({ connectionString: a.databaseUrl, notify: (p) => db.execute(sql`select pg_notify('folio_changes', ${p})`) });
  feed.subscribe({ changed: (tag) => tags.push(tag), reset: () => {}, size: 0 });
  await feed.start();
  return { tags, feed };
}

async function publishedFolio(server: typeof a, text = 'Hello') {
  const user = await buildUser(db);
  const doc = sampleDoc(user.id);
  const folio = await buildFolio(db, { authorId: user.id, doc: { ...doc, root: { ...doc.root, isPublic: true } }, isPublic: true });
  const token = await tokenFor(db, user.id);
  await setText(server, token, folio.id, text);
  return { user, folio, token };
}

/** Edits the sample page's text and publishes, through `server`'s API. */
async function setText(server: typeof a, token: string, folioId: string, text: string) {
  expect((await saveTextR1(server.app, token, folioId, `<p>${text}</p>`)).statusCode).toBe(200);
  const res = await server.app.inject({ method: 'PATCH', url: `/api/folios/${folioId}/publish`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
}

describe('the change feed', () => {
  it('announces, on commit only, the changes visitors’ pages depend on — not autosaves, not rolled-back writes', async () => {
    const { tags, feed } = await listen();
    const { folio, user } = await publishedFolio(b);
    await feed.sync();
    expect(tags).toContain(`f:${folio.id}`);

    tags.length = 0;
    await db.update(folios).set({ name: 'Renamed while editing' }).where(eq(folios.id, folio.id));
    await db
      .transaction(async (tx) => {
        await tx.update(folios).set({ isPublic: false }).where(eq(folios.id, folio.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    // A submission to a folio no chart counts is nobody's business. The rename of a public folio matters only to
    // the marketplace's listings (m: they find folios by name), not to its pages.
    await db.insert(submissions).values({ folioId: folio.id, buttonId: 'b', folioVersion: 1, data: {} });
    await feed.sync();
    expect(tags).toEqual(['m']);
    tags.length = 0;

    await db.insert(visualizations).values({ folioId: folio.id, authorId: user.id, root: {} });
    await db.insert(submissions).values({ folioId: folio.id, buttonId: 'b', folioVersion: 1, data: {} });
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, folio.id));
    await feed.sync();
    expect(tags).toEqual([`s:${folio.id}`, `s:${folio.id}`, `f:${folio.id}`, `s:${folio.id}`, 'm']);
    await feed.stop();
  });

  it('lets writes answered together share one sync marker, each still seeing the changes committed before it', async () => {
    const { tags, feed } = await listen();
    const made = await Promise.all([0, 1, 2, 3].map(() => publishedFolio(b)));
    await feed.sync();
    tags.length = 0;
    const before = feed.markersSent;
    // Four writes commit, then their four syncs run together: one marker, sent after all four began.
    await Promise.all(made.map(({ folio }) => db.update(folios).set({ isPublic: false }).where(eq(folios.id, folio.id))));
    await Promise.all(made.map(() => feed.sync()));
    expect(feed.markersSent).toBe(before + 1);
    for (const { folio } of made) expect(tags).toContain(`f:${folio.id}`);
    // A sync that begins after a marker was sent waits for a marker of its own.
    tags.length = 0;
    await db.update(folios).set({ isPublic: true }).where(eq(folios.id, made[0]!.folio.id));
    await feed.sync();
    expect(feed.markersSent).toBe(before + 2);
    expect(tags).toContain(`f:${made[0]!.folio.id}`);
    await feed.stop();
  });

  it('answers a cached page and a 304 without a database round trip', async () => {
    const { folio } = await publishedFolio(a);
    // The publication's notifications have arrived (a read overlapping one is answered but not kept).
    await a.app.changes.sync();
    const first = await visit(a, `/folio/${folio.id}/page/p1`);
    expect(first.statusCode).toBe(200);
    const queries = await queriesDuring(a.app.deps.database.pool, async () => {
      const again = await visit(a, `/folio/${folio.id}/page/p1`);
      const notModified = await visit(a, `/folio/${folio.id}/page/p1`, { 'if-none-match': first.headers.etag as string });
      expect([again.statusCode, notModified.statusCode]).toEqual([200, 304]);
      expect(again.body).toBe(first.body);
    });
    expect(queries).toBe(0);
  });

  it('shows through server A a folio republished through server B, as soon as A hears of it', async () => {
    const { folio, token } = await publishedFolio(a, 'First version');
    const before = await visit(a, `/folio/${folio.id}/page/p1`);
    expect(before.body).toContain('First version');
    await setText(b, token, folio.id, 'Second version');
    await expect.poll(async () => (await visit(a, `/folio/${folio.id}/page/p1`)).body, { timeout: 2_000, interval: 20 }).toContain('Second version');

    // Made private through B: gone from A too.
    const current = await fetchForEditing(b.app, token, folio.id);
    expect((await patchFolio(b.app, token, folio.id, { baseVersion: current.version, log: [{ action: 'updateRoot', path: 'root.isPublic' }], root: { ...current.root, isPublic: false } })).statusCode).toBe(200);
    await expect.poll(async () => (await visit(a, `/folio/${folio.id}/page/p1`)).statusCode, { timeout: 2_000, interval: 20 }).toBe(404);
  });

  it('follows a website changed through the other server: its pages and its address', async () => {
    const { folio, user } = await publishedFolio(a, 'Welcome');
    const website = await buildWebsite(db, { authorId: user.id, publishedAt: new Date(), pages: [{ folioId: folio.id, slug: 'home' }] });
    expect((await visit(a, `/site/${website.slug}/home`)).statusCode).toBe(200);
    const token = await tokenFor(db, user.id);
    const renamed = await b.app.inject({ method: 'PATCH', url: `/api/websites/${website.id}`, headers: bearer(token), payload: { slug: `${website.slug}-new` } });
    expect(renamed.statusCode).toBe(200);
    await expect.poll(async () => (await visit(a, `/site/${website.slug}/home`)).statusCode, { timeout: 2_000, interval: 20 }).toBe(404);
    expect((await visit(a, `/site/${website.slug}-new/home`)).body).toContain('Welcome');
  });

  it('bypasses the caches while its connection is lost, then starts again from nothing', async () => {
    const { folio, token } = await publishedFolio(a, 'Before the outage');
    expect((await visit(a, `/folio/${folio.id}/page/p1`)).body).toContain('Before the outage');
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN folio_changes'`);
    await expect.poll(() => a.app.changes.live, { timeout: 2_000, interval: 10 }).toBe(false);
    // Changed while A hears nothing: A reads the database instead of its cache.
    await setText(b, token, folio.id, 'During the outage');
    expect((await visit(a, `/folio/${folio.id}/page/p1`)).body).toContain('During the outage');
    await expect.poll(() => a.app.changes.live, { timeout: 5_000, interval: 20 }).toBe(true);
    expect((await visit(a, `/folio/${folio.id}/page/p1`)).body).toContain('During the outage');
  });
});

describe('VisitorCache', () => {
  it('does not keep a value computed while a change arrived, and drops entries past their age', async () => {
    const { feed } = await listen();
    let now = 0;
    const cache = new VisitorCache<number>(feed, { maxAgeMs: 1_000, now: () => now });
    let computed = 0;
    const compute = async () => ({ value: ++computed, tags: ['f:x'] });
    // A change lands while the first computation runs: its value is answered, not kept.
    expect(await cache.get('k', async () => { cache.changed('f:other'); return compute(); })).toBe(1);
    expect(await cache.get('k', compute)).toBe(2);
    expect(await cache.get('k', compute)).toBe(2);
    cache.changed('f:x');
    expect(await cache.get('k', compute)).toBe(3);
    now += 999;
    expect(await cache.get('k', compute)).toBe(3);
    now += 1;
    expect(await cache.get('k', compute)).toBe(4);
    // A shorter life asked by the value itself.
    expect(await cache.get('short', async () => ({ value: 10, tags: [], maxAgeMs: 100 }))).toBe(10);
    now += 100;
    expect(await cache.get('short', async () => ({ value: 11, tags: [] }))).toBe(11);
    // Several asking at once share one computation.
    cache.reset();
    const slow = () => new Promise<{ value: number; tags: string[] }>((resolve) => setTimeout(() => resolve({ value: ++computed, tags: [] }), 20));
    const answers = await Promise.all([cache.get('s', slow), cache.get('s', slow), cache.get('s', slow)]);
    expect(new Set(answers).size).toBe(1);
    await feed.stop();
  });
});
