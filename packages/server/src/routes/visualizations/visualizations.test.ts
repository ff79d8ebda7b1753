import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { folioPublications, visualizations } from '../../db/schema.ts';
import { SIX, barRoot, formDoc, seedSubmissions } from './testing.ts';
import { acceptAs } from '../submissions/testing.ts';

const { app, db } = await createTestApp();

async function owner(isPublic = true) {
  const user = await buildUser(db);
  const folio = await buildFolio(db, { authorId: user.id, doc: formDoc(user.id), isPublic });
  return { user, folio, token: await tokenFor(db, user.id) };
}

const get = (url: string, token?: string | null) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const create = (token: string | null, folioId: string, payload: object = { root: barRoot() }) => post(`/api/visualizations/create/${folioId}`, token, payload);
const publish = (token: string, folioId: string) => app.inject({ method: 'PATCH', url: `/api/folios/${folioId}/publish`, headers: bearer(token) });

describe('GET /api/folios/{id}/data', () => {
  it('answers each submit button’s fields with the aggregates of the seeded answers', async () => {
    const { folio, token } = await owner();
    await seedSubmissions(db, folio.id, SIX);
    const res = await get(`/api/folios/${folio.id}/data`, token);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({
      folioId: folio.id,
      total: 6,
      lastSubmittedAt: '2026-11-04T12:00:00.000Z',
      perDay: [
        { day: '2026-11-01', count: 2 },
        { day: '2026-11-02', count: 1 },
        { day: '2026-11-04', count: 3 },
      ],
    });
    expect(data.buttons).toHaveLength(1);
    expect(data.buttons[0].id).toBe('btn');
    expect(data.buttons[0].label).toBe('Submit');
    const [q, n, t] = data.buttons[0].fields;
    expect(q).toEqual({
      widgetId: 'q',
      kind: 'multiple-choice-widget',
      label: 'Favourite colour',
      options: [
        { value: 'r', label: 'Red' },
        { value: 'g', label: 'Green' },
        { value: 'b', label: 'Blue' },
      ],
      answered: 5,
      counts: { r: 2, g: 4, b: 1 },
      numeric: null,
      perDay: [
        { day: '2026-11-01', count: 2 },
        { day: '2026-11-02', count: 1 },
        { day: '2026-11-04', count: 2 },
      ],
    });
    expect(n).toMatchObject({ widgetId: 'n', kind: 'numeric-widget', label: 'Rating', answered: 5 });
    expect(n.numeric).toEqual({
      count: 5,
      min: 1,
      max: 5,
      average: 3.6,
      buckets: [
        { from: 1, to: 2, count: 1 },
        { from: 2, to: 3, count: 0 },
        { from: 3, to: 4, count: 1 },
        { from: 4, to: 5, count: 1 },
        { from: 5, to: 6, count: 2 },
      ],
    });
    expect(t).toMatchObject({ widgetId: 't', kind: 'text-widget', answered: 2, counts: {}, numeric: null });
  });

  it('answers the fields with zero counts before any submission', async () => {
    const { folio, token } = await owner();
    const data = (await get(`/api/folios/${folio.id}/data`, token)).json();
    expect(data.total).toBe(0);
    expect(data.lastSubmittedAt).toBeNull();
    expect(data.buttons[0].fields.map((f: { answered: number }) => f.answered)).toEqual([0, 0, 0]);
    expect(data.buttons[0].fields[1].numeric).toEqual({ count: 0, min: null, max: null, average: null, buckets: [] });
  });

  it('spreads wide decimal answers over ten ranges', async () => {
    const { folio, token } = await owner();
    await seedSubmissions(db, folio.id, [0.5, 10, 25.5, 50, 99.5, 100].map((n) => ({ data: { n } })));
    const numeric = (await get(`/api/folios/${folio.id}/data`, token)).json().buttons[0].fields[1].numeric;
    expect(numeric.buckets).toHaveLength(10);
    // ranges 9.95 wide from 0.5: [0.5, 10.45) holds 0.5 and 10
    expect(numeric.buckets.map((b: { count: number }) => b.count)).toEqual([2, 0, 1, 0, 1, 0, 0, 0, 0, 2]);
    expect(numeric.buckets[0]).toMatchObject({ from: 0.5, count: 2 });
    expect(numeric.buckets[9]).toMatchObject({ to: 100, count: 2 });
    expect(numeric.buckets.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(6);
  });

  it('lets a submission receiver read it, and refuses another user, a receiver of another folio and a guest', async () => {
    const { folio, user } = await owner();
    const receiver = await buildUser(db);
    const stranger = await buildUser(db);
    const shared = await buildFolio(db, {
      authorId: user.id,
      doc: { ...formDoc(user.id), root: { ...formDoc(user.id).root, submissionReceiversAccounts: [receiver.id] } },
    });
    await acceptAs(db, shared.id, [receiver.id]);
    const receiverToken = await tokenFor(db, receiver.id);
    expect((await publish(await tokenFor(db, user.id), shared.id)).statusCode).toBe(200);
    expect((await get(`/api/folios/${shared.id}/data`, receiverToken)).statusCode).toBe(200);
    const other = await get(`/api/folios/${folio.id}/data`, receiverToken);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/owner and its submission receivers/);
    expect((await get(`/api/folios/${folio.id}/data`, await tokenFor(db, stranger.id))).statusCode).toBe(403);
    expect((await get(`/api/folios/${folio.id}/data`, null)).statusCode).toBe(401);
    const { folio: hidden } = await owner(false);
    expect((await get(`/api/folios/${hidden.id}/data`, await tokenFor(db, stranger.id))).statusCode).toBe(404);
  });
});

describe('visualization routes', () => {
  it('creates, reads, updates and soft-deletes a chart of the own folio', async () => {
    const { folio, token, user } = await owner();
    const res = await create(token, folio.id);
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ folioId: folio.id, authorId: user.id, isPublished: false, root: barRoot(), publishedRoot: null, websiteId: null });

    expect((await get(`/api/visualizations/${made.id}?forEditing=true&editContent=true`, token)).json().root).toEqual(barRoot());
    const updated = await post(`/api/visualizations/update/${made.id}`, token, { root: barRoot({ chartType: 'pie', colors: ['#112233'] }) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().root).toMatchObject({ chartType: 'pie', colors: ['#112233'] });

    expect((await post(`/api/visualizations/delete/${made.id}`, token)).statusCode).toBe(204);
    const [row] = await db.select().from(visualizations).where(eq(visualizations.id, made.id));
    expect(row!.isDeleted).toBe(true);
    expect((await get(`/api/visualizations/${made.id}?forEditing=true`, token)).statusCode).toBe(404);
  });

  it('refuses bad settings with a 400 naming the field, storing nothing', async () => {
    const { folio, token } = await owner();
    const bad = await create(token, folio.id, { root: { ...barRoot(), chartType: 'donut' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/chartType/);
    const colour = await create(token, folio.id, { root: { ...barRoot(), colors: ['red"/><script>'] } });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toMatch(/colors/);
    expect(await db.select().from(visualizations).where(eq(visualizations.folioId, folio.id))).toHaveLength(0);
  });

  it('refuses a chart of another author’s folio, other users’ changes and guests', async () => {
    const { folio, token } = await owner();
    const { token: otherToken, folio: hisPrivate } = await owner(false);
    // another author's public folio: seen but not theirs to chart
    const theirs = await create(otherToken, folio.id);
    expect(theirs.statusCode).toBe(403);
    expect((await create(token, hisPrivate.id)).statusCode).toBe(404);
    const guest = await create(null, folio.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Unauthorized access');

    const made = (await create(token, folio.id)).json();
    expect((await post(`/api/visualizations/update/${made.id}`, otherToken, { root: barRoot({ title: 'mine now' }) })).statusCode).toBe(404);
    expect((await post(`/api/visualizations/delete/${made.id}`, otherToken)).statusCode).toBe(404);
    expect((await get(`/api/visualizations/${made.id}?forEditing=true`, otherToken)).statusCode).toBe(404);
    expect((await get(`/public/api/visualizations/${made.id}`, null)).statusCode).toBe(404);
    const [row] = await db.select().from(visualizations).where(eq(visualizations.id, made.id));
    expect(row!.root).toEqual(barRoot());
  });

  it('publishing the folio publishes its charts and records them in visStates; visitors read only those', async () => {
    const { user, token } = await owner();
    const folio = await buildFolio(db, { authorId: user.id, doc: formDoc(user.id), isPublic: true });
    const made = (await create(token, folio.id)).json();
    await db.update(visualizations).set({ root: { ...barRoot({ title: 'Working' }) } }).where(eq(visualizations.id, made.id));
    // the chart widget names it
    const withWidget = await buildFolio(db, { authorId: user.id, doc: formDoc(user.id, made.id), isPublic: true });
    expect((await publish(token, withWidget.id)).statusCode).toBe(200);
    const [pub] = await db.select().from(folioPublications).where(eq(folioPublications.folioId, withWidget.id));
    expect(pub!.visStates).toEqual({ [made.id]: barRoot({ title: 'Working' }) });

    const seen = await get(`/public/api/visualizations/${made.id}`, null);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ isPublished: true, root: null, publishedRoot: barRoot({ title: 'Working' }) });
    // another signed-in user reads the published settings on /api too, never the working ones
    const other = await tokenFor(db, (await buildUser(db)).id);
    expect((await get(`/api/visualizations/${made.id}`, other)).json()).toMatchObject({ root: null, publishedRoot: barRoot({ title: 'Working' }) });
    expect((await get(`/api/visualizations/${made.id}?forEditing=true`, other)).statusCode).toBe(404);
    // later edits stay unpublished
    await post(`/api/visualizations/update/${made.id}`, token, { root: barRoot({ title: 'Later' }) });
    expect((await get(`/public/api/visualizations/${made.id}`, null)).json().publishedRoot.title).toBe('Working');
    // a private folio's chart is not for visitors
    const { folio: hidden, token: hiddenToken } = await owner(false);
    const hiddenChart = (await create(hiddenToken, hidden.id)).json();
    expect((await publish(hiddenToken, hidden.id)).statusCode).toBe(200);
    expect((await get(`/public/api/visualizations/${hiddenChart.id}`, null)).statusCode).toBe(404);
    expect((await get(`/public/api/visualizations/${hiddenChart.id}`, token)).statusCode).toBe(404);
    expect((await get(`/public/api/visualizations/${hiddenChart.id}`, hiddenToken)).statusCode).toBe(200);
  });
});

describe('GET …/folio/visualization/{id}/chart', () => {
  it('draws the published chart as SVG with the counts of the answers, escaped and behind a strict CSP', async () => {
    const { folio, token } = await owner();
    const made = (await create(token, folio.id, { root: barRoot({ title: '<script>alert(1)</script>' }) })).json();
    await seedSubmissions(db, folio.id, SIX);
    expect((await get(`/public/api/folio/visualization/${made.id}/chart`, null)).statusCode).toBe(404);
    expect((await publish(token, folio.id)).statusCode).toBe(200);

    const res = await get(`/public/api/folio/visualization/${made.id}/chart`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;');
    const bars = [...res.body.matchAll(/data-label="([^"]+)" data-value="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
    expect(bars).toEqual([
      ['Red', 2],
      ['Green', 4],
      ['Blue', 1],
    ]);

    // the same answers: 304 for the ETag held; a new submission changes it
    const etag = res.headers.etag as string;
    expect((await app.inject({ method: 'GET', url: `/public/api/folio/visualization/${made.id}/chart`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await seedSubmissions(db, folio.id, [{ data: { q: ['b'] } }]);
    const after = await get(`/public/api/folio/visualization/${made.id}/chart`, null);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('data-label="Blue" data-value="2"');
  });

  it('gives the owner a preview of the working settings and others nothing of them', async () => {
    const { folio, token } = await owner(false);
    const made = (await create(token, folio.id, { root: barRoot({ chartType: 'histogram', widgetId: 'n' }) })).json();
    const preview = await get(`/api/folio/visualization/${made.id}/chart`, token);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('No answers yet');
    const stranger = await tokenFor(db, (await buildUser(db)).id);
    expect((await get(`/api/folio/visualization/${made.id}/chart`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/folio/visualization/${made.id}/chart`, null)).statusCode).toBe(401);
  });
});
