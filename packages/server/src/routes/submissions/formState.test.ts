// Whether a published form takes answers now (issue 31), as the page asks when it opens: its window and its limit,
// with what visitors read in its place; on the sites origin, never cached.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { SITES, answers, publishedForm, setRoot, submit } from './testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

const stateOf = (folioId: string) => app.inject({ method: 'GET', url: `/public/api/folios/${folioId}/formState`, headers: { host: SITES } });
const republish = async (folioId: string, access: string) =>
  expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folioId}/publish`, headers: bearer(access) })).statusCode).toBe(200);

describe('a form’s state', () => {
  it('is open, then full once its limit is reached (with the author’s message), and closed outside its window', async () => {
    const { folio, access } = await publishedForm(app, db);
    const open = await stateOf(folio.id);
    expect([open.statusCode, open.json(), open.headers['cache-control']]).toEqual([200, { accepting: true, message: null }, 'no-store']);
    await setRoot(db, folio.id, { submissionLimit: 1 });
    await app.changes.sync();
    expect((await stateOf(folio.id)).json()).toEqual({ accepting: true, message: null });
    expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers() })).statusCode).toBe(201);
    expect((await stateOf(folio.id)).json()).toEqual({ accepting: false, message: 'This form has received all the submissions it takes; it no longer accepts answers.' });
    await setRoot(db, folio.id, { closedMessage: 'We are full, thank you!' });
    await republish(folio.id, access);
    expect((await stateOf(folio.id)).json()).toEqual({ accepting: false, message: 'We are full, thank you!' });

    const later = await publishedForm(app, db, { root: { opensAt: '2099-01-01T09:00:00Z' } as never });
    expect((await stateOf(later.folio.id)).json()).toEqual({ accepting: false, message: 'This form opens on 1 January 2099, 09:00 UTC.' });
    const gone = await publishedForm(app, db, { root: { closesAt: '2001-01-01T00:00:00Z' } as never });
    expect((await stateOf(gone.folio.id)).json()).toMatchObject({ accepting: false });
  });

  it('is 404 for an unpublished or unknown form', async () => {
    const draft = await publishedForm(app, db, { publish: false });
    expect((await stateOf(draft.folio.id)).statusCode).toBe(404);
    expect((await stateOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
