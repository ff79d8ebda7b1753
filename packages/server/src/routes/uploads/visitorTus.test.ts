// The visitor script's tus client (@folio/render/visitor/tus) against the real tus endpoint: chunks, resume after a
// chunk lost on the network, and a refusal that is final.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CHUNK_BYTES, tusUpload, TusError } from '@folio/render/visitor/tus';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildUser, tokenFor } from '../../../test/factories.ts';
import { blobs } from '../../db/schema.ts';
import { publishedFolio } from '../sites/testing.ts';
import { createFolio } from '@folio/model';
import { add, addWidgetBlock } from '@folio/model/testing';
import { listen } from './testing.ts';

const { app, db } = await createTestApp({ FORM_UPLOAD_MAX_BYTES: String(8 * 1024 * 1024) });
const base = await listen(app);

async function formToken(contentType: string, fileSize: number) {
  const user = await buildUser(db);
  let doc = createFolio(user.id, { name: 'Form', newId: () => 'p1' });
  doc = add(add(add(doc, 'p1', 'tile', 't1'), 't1', 'layout', 'l1'), 'l1', 'column', 'c1');
  doc = addWidgetBlock(doc, 'c1', 'b1', 'upload-widget', 'files', { label: { text: 'Your files', position: 'top' }, meta: { format: 'multiple', fileTypes: ['pdf'] } });
  doc = addWidgetBlock(doc, 'c1', 'b2', 'button-widget', 'send');
  const folio = await publishedFolio(app, db, await tokenFor(db, user.id), doc);
  const res = await app.inject({
    method: 'POST',
    url: '/public/api/submissions/uploadToken',
    payload: { folioId: folio.id, widgetId: 'files', fileName: 'big.pdf', fileSize, contentType },
  });
  expect(res.statusCode).toBe(200);
  const answer = res.json<{ token: string; uuid: string; url: string }>();
  return { ...answer, endpoint: new URL(answer.url, base).href };
}

describe('the visitor script’s tus client', () => {
  it('uploads in chunks, resumes from the server’s offset after a lost chunk, and reports progress', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(Math.round(CHUNK_BYTES * 2.5))]);
    const { token, uuid, endpoint } = await formToken('application/pdf', bytes.length);
    let patches = 0;
    let lost = false;
    // The second chunk is lost on the way (the request never reaches the server), once.
    const flaky: typeof fetch = async (input, init) => {
      if (init?.method === 'PATCH' && ++patches === 2 && !lost) {
        lost = true;
        throw new TypeError('network error');
      }
      return fetch(input, init);
    };
    const progress: number[] = [];
    await tusUpload({ endpoint, token, file: new Blob([bytes], { type: 'application/pdf' }), onProgress: (sent) => progress.push(sent), fetch: flaky });
    expect(lost).toBe(true);
    expect(progress).toEqual([0, CHUNK_BYTES, 2 * CHUNK_BYTES, bytes.length]);
    const [blob] = await db.select().from(blobs).where(eq(blobs.id, uuid));
    expect(blob).toMatchObject({ size: bytes.length, mimeType: 'application', mimeSubtype: 'pdf' });
  });

  it('gives up at once on a refusal and says why (bytes that are not a PDF)', async () => {
    const bytes = Buffer.from('plain text pretending to be a PDF');
    const { token, endpoint } = await formToken('application/pdf', bytes.length);
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const upload = tusUpload({ endpoint, token, file: new Blob([bytes]), onProgress: () => {}, fetch: counting });
    await expect(upload).rejects.toBeInstanceOf(TusError);
    await expect(upload).rejects.toMatchObject({ status: 415, message: expect.stringContaining('this form takes PDF files') });
    expect(calls).toBe(2);
  });
});
