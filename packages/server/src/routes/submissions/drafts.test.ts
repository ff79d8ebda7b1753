// Half-filled forms (issue 31): "Continue later" keeps exactly the answers the form asks (in shape, no files), mails
// the link when asked, reopens them until the link expires or the form is sent; partial submissions are listed
// apart for whoever reads the submissions, with where visitors stopped; nothing when the owner did not turn it on.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { formDrafts, mailMessages } from '../../db/schema.ts';
import { SITES, answers, publishedForm, setRoot, submit } from './testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

/** A published form whose published root keeps drafts (the settings apply from a publish). */
async function draftingForm(root: Record<string, unknown> = { resumeLater: true, collectPartials: true }) {
  const form = await publishedForm(app, db);
  await setRoot(db, form.folio.id, root);
  expect((await app.inject({ method: 'PATCH', url: `/api/folios/${form.folio.id}/publish`, headers: bearer(form.access) })).statusCode).toBe(200);
  return form;
}

const save = (folioId: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/public/api/folios/${folioId}/drafts`, headers: { host: SITES }, payload: { buttonId: 'send', ...body } });
const open = (token: string) => app.inject({ method: 'GET', url: `/public/api/drafts/${encodeURIComponent(token)}`, headers: { host: SITES } });

describe('continue later', () => {
  it('keeps exactly what the form asks, in shape; the link reopens it; an update keeps the same link', async () => {
    const { folio } = await draftingForm();
    const saved = await save(folio.id, { data: { name: 'Ada', age: 'not a number', colour: ['g'], nope: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { token, expiresAt, mailedTo } = saved.json() as { token: string; expiresAt: string; mailedTo: null };
    expect(mailedTo).toBeNull();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toMatchObject({ folioId: folio.id, buttonId: 'send', data: { name: 'Ada', colour: ['g'] }, step: null });
    expect(opened.json().data).not.toHaveProperty('age');
    // Another form's draft is not this one's to change, even with its token.
    const other = await draftingForm();
    expect((await save(other.folio.id, { token, data: { name: 'Mallory' } })).statusCode).toBe(404);
    const again = await save(folio.id, { token, data: { name: 'Ada Lovelace', age: 3 } });
    expect(again.json().token).toBe(token);
    expect((await open(token)).json().data).toEqual({ name: 'Ada Lovelace', age: 3 });
    // Only the hash is stored.
    const rows = await db.select().from(formDrafts).where(eq(formDrafts.folioId, folio.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash.toString('utf8')).not.toContain(token.slice(0, 20));
  });

  it('mails the link to the address given (the form’s page with ?resume=), at most five an hour from one address', async () => {
    const { folio } = await draftingForm();
    const saved = await save(folio.id, { data: { name: 'Ada' }, email: 'ada@example.com' });
    expect(saved.json()).toMatchObject({ mailedTo: 'ada@example.com' });
    const [mail] = await db.select().from(mailMessages).where(eq(mailMessages.to, 'ada@example.com'));
    expect(mail!.subject).toBe('Continue “Survey”');
    expect(mail!.text).toContain(`http://${SITES}/folio/${folio.id}/page/`);
    expect(mail!.text).toContain(`?resume=${saved.json().token}`);
    expect((await save(folio.id, { data: {}, email: 'not an address' })).statusCode).toBe(400);
    for (let i = 0; i < 4; i++) expect((await save(folio.id, { data: {}, email: `x${i}@example.com` })).statusCode).toBe(200);
    expect((await save(folio.id, { data: {}, email: 'one-too-many@example.com' })).statusCode).toBe(429);
  });

  it('stops opening once the form is sent with it, or once it expired; a made-up token opens nothing', async () => {
    const { folio } = await draftingForm();
    const { token } = (await save(folio.id, { data: { name: 'Ada' } })).json() as { token: string };
    const sent = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), draftToken: token });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await open(token)).statusCode).toBe(404);
    expect((await save(folio.id, { token, data: {} })).statusCode).toBe(404);
    const { token: old } = (await save(folio.id, { data: { name: 'Grace' } })).json() as { token: string };
    await db.execute(sql`update form_drafts set expires_at = now() - interval '1 minute' where folio_id = ${folio.id} and completed_at is null`);
    const expired = await open(old);
    expect([expired.statusCode, expired.json().message]).toEqual([404, 'This link to continue the form has expired or does not exist; start again']);
    expect((await open('made-up')).statusCode).toBe(404);
  });

  it('is refused when the published form keeps no answers, for an unpublished or private form, and for a bad button', async () => {
    const { folio, access } = await draftingForm({});
    expect((await save(folio.id, { data: {} })).statusCode).toBe(403);
    // Turned on in the working copy only: not yet (the published root decides).
    await setRoot(db, folio.id, { resumeLater: true });
    expect((await save(folio.id, { data: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(access) })).statusCode).toBe(200);
    expect((await save(folio.id, { data: {} })).statusCode).toBe(200);
    expect((await save(folio.id, { buttonId: 'name', data: {} })).statusCode).toBe(400);
    const hidden = await publishedForm(app, db, { isPublic: false, root: { resumeLater: true } as never });
    expect((await save(hidden.folio.id, { data: {} })).statusCode).toBe(404);
    expect((await save('00000000-0000-4000-8000-000000000000', { data: {} })).statusCode).toBe(404);
  });
});

describe('partial submissions', () => {
  it('are listed apart for the owner and the receivers, with where visitors stopped; never for others', async () => {
    const { folio, access } = await draftingForm();
    const first = (await save(folio.id, { data: { name: 'Ada' } })).json() as { token: string };
    await save(folio.id, { data: { name: 'Grace', age: 4 } });
    await save(folio.id, { data: { name: 'Done' } }).then(async (r) => {
      const { token } = r.json() as { token: string };
      expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), draftToken: token })).statusCode).toBe(201);
    });
    void first;
    const list = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/partials`, headers: bearer(access) });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as { items: Array<{ data: Record<string, unknown> }>; total: number; byStep: unknown[]; fields: Array<{ widgetId: string }> };
    expect(body.total).toBe(2);
    expect(body.items.map((i) => i.data.name)).toEqual(['Grace', 'Ada']);
    expect(body.byStep).toEqual([{ step: null, title: 'No steps', count: 2 }]);
    expect(body.fields.map((f) => f.widgetId)).toContain('name');
    // The folio's analytics say the same: where visitors stopped.
    const report = await app.inject({ method: 'GET', url: `/api/foliosAnalytics/chart/${folio.id}/all`, headers: bearer(access) });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().formStops).toEqual([{ value: 'No steps', views: 2, visitors: 2 }]);
    const stranger = await tokenFor(db, (await buildUser(db)).id);
    expect((await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/partials`, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/partials` })).statusCode).toBe(401);
  });
});

describe('a copy of the answers to the visitor', () => {
  it('goes to the address of the form’s email question when the owner asks for it, three a day at most; never otherwise', async () => {
    const { folio } = await draftingForm({ confirmationMail: true });
    const to = 'visitor-copy@example.com';
    const sent = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ email: to }) });
    expect(sent.statusCode, sent.body).toBe(201);
    const mails = async () => db.select().from(mailMessages).where(eq(mailMessages.to, to));
    const [mail] = await mails();
    expect(mail!.subject).toBe('Your answers to “Survey”');
    expect(mail!.text).toContain('Your name: Ada Lovelace');
    expect(mail!.text).toContain('Colour: Green');
    expect(mail!.html).not.toContain('<script');
    for (let i = 0; i < 3; i++) expect((await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ email: to }) })).statusCode).toBe(201);
    expect(await mails()).toHaveLength(3);
    // Without the setting, nothing.
    const quiet = await draftingForm({});
    await submit(app, { folioId: quiet.folio.id, buttonId: 'send', data: answers({ email: 'quiet@example.com' }) });
    expect(await db.select().from(mailMessages).where(eq(mailMessages.to, 'quiet@example.com'))).toHaveLength(0);
  });
});
