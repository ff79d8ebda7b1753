// Visitors' form files do not spend the form owner's storage until a submission takes them; until then they have
// their own allowance per form and per client address (issue 24, services/uploads/formAllowance.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { uploadTokens } from '../../db/schema.ts';
import { publishedFolio } from '../sites/testing.ts';
import { listen, tusCreate, tusPatch, tusRequest, uploadFormDoc } from './testing.ts';

const SITES = 'sites.test';

/** A PDF of exactly `size` bytes (a header, padding, the end marker): sniffed as application/pdf. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

async function setUp(env: Record<string, string>) {
  const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, FORM_UPLOAD_RATE_LIMIT: '1000', ...env });
  return { t, base: await listen(t.app) };
}

async function formOf(t: TestApp) {
  const user = await buildUser(t.db);
  const access = await tokenFor(t.db, user.id);
  const folio = await publishedFolio(t.app, t.db, access, uploadFormDoc(user.id));
  return { user, access, folio };
}

/** A visitor's token request from `address` on the sites origin. */
const askToken = (t: TestApp, folioId: string, fileSize: number, address = '203.0.113.10') =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/submissions/uploadToken',
    headers: { host: SITES },
    remoteAddress: address,
    payload: { folioId, widgetId: 'cv', fileName: 'cv.pdf', fileSize, contentType: 'application/pdf' },
  });

/** A visitor's whole upload (token, tus POST, PATCH) of `bytes`; the upload's uuid. */
async function guestUpload(t: TestApp, base: string, folioId: string, bytes: Buffer, address?: string): Promise<string> {
  const res = await askToken(t, folioId, bytes.length, address);
  expect(res.statusCode, res.body).toBe(200);
  const { token, uuid } = res.json<{ token: string; uuid: string }>();
  const created = await tusCreate(base, token, bytes.length, { host: SITES });
  expect(created.status, created.body).toBe(201);
  const done = await tusRequest(
    new URL(created.headers.location!, base).href,
    'PATCH',
    { host: SITES, authorization: `Bearer ${token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    bytes,
  );
  expect(done.status, done.body).toBe(204);
  return uuid;
}

const submitWith = (t: TestApp, folioId: string, uuid: string, address = '203.0.113.10', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/submissions',
    headers: { host: SITES, 'x-session': 'visitor-session-token-0001', ...headers },
    remoteAddress: address,
    payload: { folioId, buttonId: 'send', data: { name: 'Ada', cv: [{ uuid, name: 'cv.pdf' }], photo: [] } },
  });

const storageCheck = async (t: TestApp, access: string, fileSize: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/check/storageLimit?fileSize=${fileSize}`, headers: bearer(access) })).json<{
    allowed: boolean;
    used: number;
    limit: number;
  }>();

/** The owner's own upload through the app: the token's status, then (when given) the tus POST's and PATCH's. */
async function ownerUpload(t: TestApp, base: string, access: string, bytes: Buffer) {
  const res = await t.app.inject({ method: 'GET', url: `/api/assets/upload-token?fileSize=${bytes.length}&contentType=application%2Fpdf`, headers: bearer(access) });
  if (res.statusCode !== 200) return { token: res.statusCode, created: 0, done: 0 };
  const { token } = res.json<{ token: string }>();
  const created = await tusCreate(base, token, bytes.length);
  const done = created.status === 201 ? (await tusPatch(base, created.headers.location!, token, 0, bytes)).status : 0;
  return { token: res.statusCode, created: created.status, done };
}

describe('form files not yet sent with a submission', () => {
  it('do not count against the owner’s storage: the check and a real upload of the owner’s own still pass', async () => {
    const { t, base } = await setUp({ STORAGE_LIMIT_BYTES: '20000', FORM_UPLOAD_MAX_BYTES: '10000' });
    const { access, folio } = await formOf(t);
    // A guest fills 18,000 of the owner's 20,000 bytes with three finished uploads and reserves 1,500 more.
    for (let i = 0; i < 3; i++) await guestUpload(t, base, folio.id, pdfOf(6000));
    expect((await askToken(t, folio.id, 1500)).statusCode).toBe(200);

    expect(await storageCheck(t, access, 19_000)).toEqual({ allowed: true, used: 0, limit: 20_000 });
    expect(await ownerUpload(t, base, access, pdfOf(15_000))).toEqual({ token: 200, created: 201, done: 204 });
    expect(await storageCheck(t, access, 0)).toMatchObject({ used: 15_000 });
  });

  it('become the owner’s once a submission takes them, and a submission whose files do not fit is refused (413)', async () => {
    const { t, base } = await setUp({ STORAGE_LIMIT_BYTES: '20000', FORM_UPLOAD_MAX_BYTES: '10000' });
    const { access, folio } = await formOf(t);
    const first = await guestUpload(t, base, folio.id, pdfOf(6000));
    const second = await guestUpload(t, base, folio.id, pdfOf(6000));
    expect((await submitWith(t, folio.id, first)).statusCode).toBe(201);
    expect(await storageCheck(t, access, 0)).toMatchObject({ used: 6000 });
    // The other guest file still pending does not stand in the owner's way.
    expect(await ownerUpload(t, base, access, pdfOf(12_000))).toEqual({ token: 200, created: 201, done: 204 });
    expect(await storageCheck(t, access, 0)).toMatchObject({ used: 18_000 });
    // Taking it now would pass the owner's storage: the submission is refused and stores nothing.
    const refused = await submitWith(t, folio.id, second);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('This form cannot take more files: its owner’s storage is full.');
    expect(await storageCheck(t, access, 0)).toMatchObject({ used: 18_000 });
  });

  it('sent again with the same Idempotency-Key (its answer was lost), a submission with a file answers the first answer', async () => {
    const { t, base } = await setUp({});
    const { folio } = await formOf(t);
    const file = await guestUpload(t, base, folio.id, pdfOf(6000));
    const key = { 'idempotency-key': 'with-a-file-0001' };
    const first = await submitWith(t, folio.id, file, undefined, key);
    expect(first.statusCode, first.body).toBe(201);
    const repeat = await submitWith(t, folio.id, file, undefined, key);
    expect([repeat.statusCode, repeat.json().id]).toEqual([201, first.json().id]);
    // Without the key the same file is already taken: that is a new submission, refused.
    expect((await submitWith(t, folio.id, file)).statusCode).toBe(400);
  });

  it('are bounded per client address: past the allowance a new token is refused with 429, while another address still can', async () => {
    const { t, base } = await setUp({ FORM_UPLOAD_PENDING_BYTES_PER_ADDRESS: '10000', FORM_UPLOAD_PENDING_BYTES_PER_FORM: '100000' });
    const { folio } = await formOf(t);
    const other = await formOf(t);
    const flooder = '198.51.100.7';
    // Unstarted tokens reserve their size as much as finished uploads hold theirs.
    const held = await guestUpload(t, base, folio.id, pdfOf(4000), flooder);
    expect((await askToken(t, folio.id, 4000, flooder)).statusCode).toBe(200);
    const refused = await askToken(t, folio.id, 4000, flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Files you uploaded to forms and have not sent yet take 8 KB, the most allowed at once\. Send your answers first, or try again in \d+ minutes\.$/,
    );
    // The allowance is the address's over every form; other addresses keep theirs.
    expect((await askToken(t, other.folio.id, 4000, flooder)).statusCode).toBe(429);
    expect((await askToken(t, folio.id, 4000, '198.51.100.8')).statusCode).toBe(200);
    // Sending a file with a submission gives its room back, and its token forgets the address.
    const [before] = await t.db.select().from(uploadTokens).where(eq(uploadTokens.id, held));
    expect(before!.formClientHash).not.toBeNull();
    expect((await submitWith(t, folio.id, held, flooder)).statusCode).toBe(201);
    expect((await askToken(t, folio.id, 4000, flooder)).statusCode).toBe(200);
    const [after] = await t.db.select().from(uploadTokens).where(eq(uploadTokens.id, held));
    expect(after!.formClientHash).toBeNull();
  });

  it('are bounded per form: past its allowance the form takes no new file from anyone for a while (429), other forms still do', async () => {
    const { t } = await setUp({ FORM_UPLOAD_PENDING_BYTES_PER_ADDRESS: '10000', FORM_UPLOAD_PENDING_BYTES_PER_FORM: '25000' });
    const { folio } = await formOf(t);
    const other = await formOf(t);
    for (let i = 0; i < 6; i++) expect((await askToken(t, folio.id, 4000, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    const refused = await askToken(t, folio.id, 4000, '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().message).toMatch(/^This form is taking no more files for now; please try again in \d+ minutes\.$/);
    expect((await askToken(t, other.folio.id, 4000, '192.0.2.50')).statusCode).toBe(200);
  });
});
