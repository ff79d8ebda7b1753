import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type FolioDocument, type UploadFileType } from '@folio/model';
import { widgetIdsOf } from '@folio/model/testing';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor, type TestUser } from '../../../test/factories.ts';
import { blobs, submissionFiles, submissions, uploadTokens } from '../../db/schema.ts';
import { sweepFormUploads, unusableFormUploads } from '../../services/uploads/formUploads.ts';
import { createUploadSweepJob, FORM_UPLOAD_SWEEP_QUEUE } from '../../services/uploads/sweepJob.ts';
import { publishedFolio } from '../sites/testing.ts';
import { acceptAs } from '../submissions/testing.ts';
import { listen, tusCreate, tusRequest, uploadFormDoc } from './testing.ts';
import { stagingDir } from './tus.ts';

const SITES = 'sites.test';
const MAX = 200_000;
const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, FORM_UPLOAD_MAX_BYTES: String(MAX), FORM_UPLOAD_RATE_LIMIT: '1000' });
const { app, db, config } = t;
const base = await listen(app);

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
const text = Buffer.from('just some text, not a PDF at all\n');

/** The upload form (testing.ts), checked to send all three widgets. */
function formDoc(authorId: string, types: { cv?: UploadFileType[] } = {}): FolioDocument {
  const doc = uploadFormDoc(authorId, types);
  expect(widgetIdsOf(doc, 'send')).toEqual(expect.arrayContaining(['name', 'cv', 'photo']));
  return doc;
}

async function author(): Promise<{ user: TestUser; access: string }> {
  const user = await buildUser(db);
  return { user, access: await tokenFor(db, user.id) };
}

async function publishedForm(opts: { isPublic?: boolean; publish?: boolean } = {}) {
  const { user, access } = await author();
  const folio = await publishedFolio(app, db, access, formDoc(user.id), opts);
  return { user, access, folio };
}

const askToken = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/public/api/submissions/uploadToken', headers: { host: SITES, ...headers }, payload: body });

const tokenBody = (folioId: string, over: Record<string, unknown> = {}) => ({
  folioId,
  widgetId: 'cv',
  fileName: 'cv.pdf',
  fileSize: pdf.length,
  contentType: 'application/pdf',
  ...over,
});

/** tus POST + one PATCH with every byte, as a visitor on the sites origin does. */
async function tusUpload(token: string, bytes: Buffer, announced = bytes.length) {
  const created = await tusCreate(base, token, announced, { host: SITES });
  if (created.status !== 201) return { created, done: null };
  const done = await tusRequest(
    new URL(created.headers.location!, base).href,
    'PATCH',
    { host: SITES, authorization: `Bearer ${token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    bytes,
  );
  return { created, done };
}

describe('POST /public/api/submissions/uploadToken', () => {
  it('gives a guest on the sites origin a token scoped to that form and widget, stored for the folio’s author', async () => {
    const { user, folio } = await publishedForm();
    const res = await askToken(tokenBody(folio.id));
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ token: string; uuid: string; url: string }>();
    expect(answer.url).toBe('/uploads/');
    const [row] = await db.select().from(uploadTokens).where(eq(uploadTokens.id, answer.uuid));
    expect(row).toMatchObject({ userId: user.id, formFolioId: folio.id, formWidgetId: 'cv', contentType: 'application/pdf', fileSize: pdf.length });
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(config.UPLOAD_TOKEN_MINUTES * 60_000);
  });

  it('refuses a form that is not published, not public to a guest, deleted or unknown (404, nothing stored)', async () => {
    const unpublished = await publishedForm({ publish: false });
    const privateForm = await publishedForm({ isPublic: false });
    for (const folioId of [unpublished.folio.id, privateForm.folio.id, randomUUID()]) {
      const res = await askToken(tokenBody(folioId));
      expect(res.statusCode, folioId).toBe(404);
      expect(res.json().message).toBe('This form does not exist or is not published.');
    }
    // Another signed-in user may not fill someone else's private form either; its author may.
    const other = await author();
    expect((await askToken(tokenBody(privateForm.folio.id), bearer(other.access))).statusCode).toBe(404);
    expect((await askToken(tokenBody(privateForm.folio.id), bearer(privateForm.access))).statusCode).toBe(200);
    const stored = await db.select().from(uploadTokens).where(eq(uploadTokens.formFolioId, unpublished.folio.id));
    expect(stored).toEqual([]);
  });

  it('refuses a widget that is not an upload widget the form sends, naming it (400)', async () => {
    const { folio } = await publishedForm();
    for (const widgetId of ['name', 'nope', 'send']) {
      const res = await askToken(tokenBody(folio.id, { widgetId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`widgetId: ${widgetId} is not an upload widget of this form.`);
    }
  });

  it('refuses a type the widget does not take and a file over the cap', async () => {
    const { folio } = await publishedForm();
    const wrongType = await askToken(tokenBody(folio.id, { contentType: 'image/png' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('contentType: image/png is not accepted by this upload widget; it takes PDF files');
    const svg = await askToken(tokenBody(folio.id, { widgetId: 'photo', contentType: 'image/svg+xml' }));
    expect(svg.statusCode).toBe(400);
    const big = await askToken(tokenBody(folio.id, { fileSize: MAX + 1 }));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('fileSize: files sent with a form may be at most');
  });

  it('limits tokens per address (429 with a message)', async () => {
    const limited = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, FORM_UPLOAD_RATE_LIMIT: '2' });
    const user = await buildUser(limited.db);
    const folio = await publishedFolio(limited.app, limited.db, await tokenFor(limited.db, user.id), formDoc(user.id));
    const ask = () =>
      limited.app.inject({ method: 'POST', url: '/public/api/submissions/uploadToken', headers: { host: SITES }, payload: tokenBody(folio.id) });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts; please try again in \d+ seconds?\.$/);
  });
});

describe('tus uploads of form files', () => {
  it('stores a PDF sent from the sites origin as the author’s file, not public', async () => {
    const { user, folio } = await publishedForm();
    const { token, uuid } = (await askToken(tokenBody(folio.id))).json<{ token: string; uuid: string }>();
    const { created, done } = await tusUpload(token, pdf);
    expect(created.status).toBe(201);
    expect(done!.status).toBe(204);
    const [blob] = await db.select().from(blobs).where(eq(blobs.id, uuid));
    expect(blob).toMatchObject({ ownerId: user.id, mimeType: 'application', mimeSubtype: 'pdf', size: pdf.length });
    const anonymous = await app.inject({ method: 'GET', url: `/blob/${uuid}` });
    expect(anonymous.statusCode).toBe(404);
  });

  it('refuses bytes that are not what the widget takes, and deletes them (text named PDF; a PNG for a PDF widget)', async () => {
    const { folio } = await publishedForm();
    const fake = (await askToken(tokenBody(folio.id, { fileSize: text.length }))).json<{ token: string; uuid: string }>();
    const refused = await tusUpload(fake.token, text);
    expect(refused.done!.status).toBe(415);
    expect(JSON.parse(refused.done!.body).message).toContain('this form takes PDF files');
    expect(await db.select().from(blobs).where(eq(blobs.id, fake.uuid))).toEqual([]);
    expect(fs.existsSync(path.join(stagingDir(app), fake.uuid))).toBe(false);

    const photo = (await askToken(tokenBody(folio.id, { widgetId: 'photo', contentType: 'image/png', fileSize: png.length }))).json<{ token: string; uuid: string }>();
    // The token names its widget: an image widget's token with PDF bytes is refused as well.
    const wrong = await tusUpload(photo.token, pdf, pdf.length);
    expect(wrong.done!.status).toBe(415);
    expect(await db.select().from(blobs).where(eq(blobs.id, photo.uuid))).toEqual([]);
  });

  it('does not take more bytes than the token announced, nor a second upload with the same token', async () => {
    const { folio } = await publishedForm();
    const small = (await askToken(tokenBody(folio.id, { fileSize: 10 }))).json<{ token: string }>();
    const tooBig = await tusCreate(base, small.token, pdf.length, { host: SITES });
    expect(tooBig.status).toBe(413);
    const ok = (await askToken(tokenBody(folio.id))).json<{ token: string }>();
    expect((await tusUpload(ok.token, pdf)).done!.status).toBe(204);
    const again = await tusCreate(base, ok.token, pdf.length, { host: SITES });
    expect(again.status).toBe(401);
  });

  it('keeps a form token to its own upload: another upload’s URL answers 403', async () => {
    const { folio } = await publishedForm();
    const first = (await askToken(tokenBody(folio.id))).json<{ token: string }>();
    const second = (await askToken(tokenBody(folio.id))).json<{ token: string }>();
    const created = await tusCreate(base, first.token, pdf.length, { host: SITES });
    const hijack = await tusRequest(new URL(created.headers.location!, base).href, 'PATCH', {
      host: SITES,
      authorization: `Bearer ${second.token}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    }, pdf);
    expect(hijack.status).toBe(403);
  });

  it('takes no app upload token on the sites origin', async () => {
    const { access } = await author();
    const res = await app.inject({ method: 'GET', url: `/api/assets/upload-token?fileSize=${pdf.length}&contentType=application%2Fpdf`, headers: bearer(access) });
    const created = await tusCreate(base, res.json().token, pdf.length, { host: SITES });
    expect(created.status).toBe(403);
    expect(JSON.parse(created.body).message).toBe('Only files sent with a form are uploaded here.');
  });
});

describe('files of a submission', () => {
  it('may be attached only when they are finished uploads of that form’s widget, not taken by another submission', async () => {
    const { folio } = await publishedForm();
    const other = await publishedForm();
    const { token, uuid } = (await askToken(tokenBody(folio.id))).json<{ token: string; uuid: string }>();
    expect((await tusUpload(token, pdf)).done!.status).toBe(204);
    const unfinished = (await askToken(tokenBody(folio.id))).json<{ uuid: string }>().uuid;
    expect(await unusableFormUploads(db, folio.id, 'cv', [uuid])).toEqual([]);
    // Another widget, another form, an upload not finished, an unknown or malformed id.
    expect(await unusableFormUploads(db, folio.id, 'photo', [uuid])).toEqual([uuid]);
    expect(await unusableFormUploads(db, other.folio.id, 'cv', [uuid])).toEqual([uuid]);
    expect(await unusableFormUploads(db, folio.id, 'cv', [unfinished, 'not-a-uuid'])).toEqual([unfinished, 'not-a-uuid']);
    const [submission] = await db.insert(submissions).values({ folioId: folio.id, buttonId: 'send', folioVersion: 1, data: {} }).returning();
    await db.insert(submissionFiles).values({ submissionId: submission!.id, blobId: uuid, widgetId: 'cv', name: 'cv.pdf' });
    expect(await unusableFormUploads(db, folio.id, 'cv', [uuid])).toEqual([uuid]);
  });

  it('are served to the folio’s author and its receivers only (bearer), never to guests, other users or receivers of another folio', async () => {
    const { user: owner, access: ownerAccess } = await author();
    const receiver = await author();
    const stranger = await author();
    const otherReceiver = await author();
    const doc = formDoc(owner.id);
    const folio = await publishedFolio(app, db, ownerAccess, { ...doc, root: { ...doc.root, submissionReceiversAccounts: [receiver.user.id] } });
    const otherDoc = formDoc(owner.id);
    const otherFolio = await publishedFolio(app, db, ownerAccess, { ...otherDoc, root: { ...otherDoc.root, submissionReceiversAccounts: [otherReceiver.user.id] } });
    await acceptAs(db, folio.id, [receiver.user.id]);
    await acceptAs(db, otherFolio.id, [otherReceiver.user.id]);
    const { token, uuid } = (await askToken(tokenBody(folio.id))).json<{ token: string; uuid: string }>();
    expect((await tusUpload(token, pdf)).done!.status).toBe(204);
    const [submission] = await db
      .insert(submissions)
      .values({ folioId: folio.id, buttonId: 'send', folioVersion: 1, data: { cv: [{ uuid, name: 'cv.pdf' }] } })
      .returning();
    await db.insert(submissionFiles).values({ submissionId: submission!.id, blobId: uuid, widgetId: 'cv', name: 'cv.pdf' });
    const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/blob/${uuid}`, headers });
    expect((await get(bearer(ownerAccess))).statusCode).toBe(200);
    expect((await get(bearer(receiver.access))).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(404);
    expect((await get({ host: SITES })).statusCode).toBe(404);
    expect((await get(bearer(stranger.access))).statusCode).toBe(404);
    expect((await get(bearer(otherReceiver.access))).statusCode).toBe(404);
    // The address the submissions list hands a receiver is signed for them and stops the moment they stop receiving.
    const listed = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions`, headers: bearer(receiver.access) });
    expect(listed.statusCode, listed.body).toBe(200);
    const url = (listed.json() as { items: Array<{ files: Array<{ url: string }> }> }).items[0]!.files[0]!.url;
    expect(url).toContain(`u=${receiver.user.id}`);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const left = await app.inject({ method: 'POST', url: `/api/receiving/${folio.id}/submission`, headers: bearer(receiver.access), payload: { answer: 'leave' } });
    expect(left.statusCode, left.body).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('sweeping form uploads no submission took', () => {
  async function finishedUpload(folioId: string) {
    const { token, uuid } = (await askToken(tokenBody(folioId))).json<{ token: string; uuid: string }>();
    expect((await tusUpload(token, pdf)).done!.status).toBe(204);
    return uuid;
  }
  const age = (uuid: string, hours: number) =>
    db.update(uploadTokens).set({ createdAt: sql`now() - make_interval(hours => ${hours})` }).where(eq(uploadTokens.id, uuid));
  const blobExists = async (uuid: string) => (await db.select().from(blobs).where(eq(blobs.id, uuid))).length === 1;

  it('deletes old unattached uploads (row and file) and keeps attached or recent ones', async () => {
    const { folio } = await publishedForm();
    const stale = await finishedUpload(folio.id);
    const attached = await finishedUpload(folio.id);
    const recent = await finishedUpload(folio.id);
    // An upload started and never finished: its staging file goes too.
    const { token: unfinishedToken, uuid: unfinished } = (await askToken(tokenBody(folio.id))).json<{ token: string; uuid: string }>();
    expect((await tusCreate(base, unfinishedToken, pdf.length, { host: SITES })).status).toBe(201);
    expect(fs.existsSync(path.join(stagingDir(app), unfinished))).toBe(true);
    const [submission] = await db.insert(submissions).values({ folioId: folio.id, buttonId: 'send', folioVersion: 1, data: {} }).returning();
    await db.insert(submissionFiles).values({ submissionId: submission!.id, blobId: attached, widgetId: 'cv', name: 'cv.pdf' });
    for (const id of [stale, attached, unfinished]) await age(id, config.FORM_UPLOAD_SWEEP_HOURS + 1);

    await sweepFormUploads(db, config, app.deps.blobs, stagingDir(app));
    expect(await blobExists(stale)).toBe(false);
    expect(await app.deps.blobs.exists(stale)).toBe(false);
    expect(await db.select().from(uploadTokens).where(eq(uploadTokens.id, stale))).toEqual([]);
    expect(fs.existsSync(path.join(stagingDir(app), unfinished))).toBe(false);
    expect(await blobExists(attached)).toBe(true);
    expect(await app.deps.blobs.exists(attached)).toBe(true);
    expect(await blobExists(recent)).toBe(true);
  });

  it('runs as a pg-boss job, scheduled every hour and once at start', async () => {
    const { folio } = await publishedForm();
    const stale = await finishedUpload(folio.id);
    await age(stale, config.FORM_UPLOAD_SWEEP_HOURS + 1);
    const jobs = createUploadSweepJob(config, app.deps.database, app.deps.blobs, () => {}, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((s) => s.name)).toContain(FORM_UPLOAD_SWEEP_QUEUE);
      // The job sent at start does the sweep; wait for its effect.
      for (let i = 0; i < 200 && (await blobExists(stale)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await blobExists(stale)).toBe(false);
    } finally {
      await jobs.stop();
    }
  });
});
