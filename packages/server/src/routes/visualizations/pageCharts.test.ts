// Charts on published pages and websites: drawn inline as SVG from the published settings, the counts of the
// charted folio's answers, and the render cache keyed by those answers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { folios, submissions } from '../../db/schema.ts';
import { SIX, barRoot, formDoc, seedSubmissions } from './testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;

const visit = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: sitesHost, ...headers } });
const publish = async (token: string, folioId: string) =>
  expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folioId}/publish`, headers: bearer(token) })).statusCode).toBe(200);

/** label → count of the bars drawn in the page's chart. */
const bars = (html: string) => Object.fromEntries([...html.matchAll(/class="fo-chart-bar" data-label="([^"]+)" data-value="(\d+)"/g)].map((m) => [m[1], Number(m[2])]));

/** A public form folio F with answers, a chart V of it, and a public page folio P whose widget shows V; all published. */
async function chartedPage() {
  const user = await buildUser(db);
  const token = await tokenFor(db, user.id);
  const form = await buildFolio(db, { authorId: user.id, doc: formDoc(user.id), isPublic: true });
  const res = await app.inject({ method: 'POST', url: `/api/visualizations/create/${form.id}`, headers: bearer(token), payload: { root: barRoot() } });
  const chart = res.json() as { id: string };
  const page = await buildFolio(db, { authorId: user.id, doc: formDoc(user.id, chart.id, 'Results'), isPublic: true });
  await seedSubmissions(db, form.id, SIX);
  await publish(token, form.id);
  await publish(token, page.id);
  return { user, token, form, chart, page };
}

describe('charts on published pages', () => {
  it('draws the chart inline with the counts of the charted folio’s answers, accessible, with its data table', async () => {
    const { page } = await chartedPage();
    const res = await visit(`/folio/${page.id}/page/p1`);
    expect(res.statusCode).toBe(200);
    expect(bars(res.body)).toEqual({ Red: 2, Green: 4, Blue: 1 });
    expect(res.body).toMatch(/<svg class="fo-chart-svg" role="img" aria-labelledby="[^"]+"/);
    expect(res.body).toContain('Bar chart of “Favourite colour”, 5 answers: Red: 2, Green: 4, Blue: 1.');
    expect(res.body).toContain('<details class="fo-chart-data"><summary>Show data</summary>');
    // no chart script for visitors: the page's scripts are the ones it had before
    expect(res.body).not.toMatch(/<script[^>]*src="[^"]*(chart|echarts)/i);
  });

  it('keeps the cached page until a submission arrives, then draws the new counts', async () => {
    const { page, form } = await chartedPage();
    const first = await visit(`/folio/${page.id}/page/p1`);
    const etag = first.headers.etag as string;
    expect((await visit(`/folio/${page.id}/page/p1`, { 'if-none-match': etag })).statusCode).toBe(304);
    await seedSubmissions(db, form.id, [{ data: { q: ['b', 'r'] } }]);
    // Written straight into the database, not through a request: the page changes once the notification arrives.
    await app.changes.sync();
    const after = await visit(`/folio/${page.id}/page/p1`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(bars(after.body)).toEqual({ Red: 3, Green: 4, Blue: 2 });
  });

  it('draws only what the server computed, never a chart stored in a widget', async () => {
    const user = await buildUser(db);
    const doc = formDoc(user.id);
    const vw = doc.nodes.vw!;
    const forged = { ...vw, meta: { visualizationId: null, chart: { root: barRoot(), field: { widgetId: 'q', kind: 'multiple-choice-widget', label: 'Forged', options: [{ value: 'x', label: 'Fake' }], answered: 99, counts: { x: 99 }, numeric: null, perDay: [] } } } };
    const folio = await buildFolio(db, { authorId: user.id, doc: { ...doc, nodes: { ...doc.nodes, vw: forged as typeof vw } }, isPublic: true });
    await publish(await tokenFor(db, user.id), folio.id);
    const res = await visit(`/folio/${folio.id}/page/p1`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Fake');
    expect(res.body).not.toContain('fo-chart');
  });

  it('draws an edited or deleted answer once PostgreSQL has counted the change', async () => {
    const { page, form } = await chartedPage();
    const first = await visit(`/folio/${page.id}/page/p1`);
    const [one] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.folioId, form.id)).orderBy(submissions.createdAt).limit(1);
    await db.delete(submissions).where(eq(submissions.id, one!.id));
    // The table's delete counter reaches the statistics within about a second.
    await expect.poll(async () => (await visit(`/folio/${page.id}/page/p1`)).headers.etag, { timeout: 10_000, interval: 200 }).not.toBe(first.headers.etag);
    const after = await visit(`/folio/${page.id}/page/p1`);
    // the first answer (Red and Green) is gone
    expect(bars(after.body)).toEqual({ Red: 1, Green: 3, Blue: 1 });
  });

  it('hides the chart when its folio is made private, and never draws another author’s chart', async () => {
    const { page, form, chart } = await chartedPage();
    const thief = await buildUser(db);
    const theirs = await buildFolio(db, { authorId: thief.id, doc: formDoc(thief.id, chart.id, 'Borrowed'), isPublic: true });
    await publish(await tokenFor(db, thief.id), theirs.id);
    const borrowed = await visit(`/folio/${theirs.id}/page/p1`);
    expect(borrowed.statusCode).toBe(200);
    expect(borrowed.body).not.toContain('fo-chart');

    const before = await visit(`/folio/${page.id}/page/p1`);
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, form.id));
    await app.changes.sync();
    const after = await visit(`/folio/${page.id}/page/p1`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toContain('fo-chart');
  });

  it('draws the chart on a website page, and its ETag follows the submissions', async () => {
    const { page, form, user } = await chartedPage();
    const website = await buildWebsite(db, { authorId: user.id, publishedAt: new Date(), pages: [{ folioId: page.id, slug: 'results' }] });
    const url = `/site/${website.slug}/results`;
    const first = await visit(url);
    expect(first.statusCode).toBe(200);
    expect(bars(first.body)).toEqual({ Red: 2, Green: 4, Blue: 1 });
    await seedSubmissions(db, form.id, [{ data: { q: ['g'] } }]);
    await app.changes.sync();
    const after = await visit(url, { 'if-none-match': first.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(bars(after.body)).toEqual({ Red: 2, Green: 5, Blue: 1 });
  });
});
