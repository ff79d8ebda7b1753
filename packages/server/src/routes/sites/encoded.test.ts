// Pages and the sites origin's static files go out compressed: brotli when the visitor takes it, else gzip, else as
// they are; the same bytes once decompressed, and caches told the answer varies with Accept-Encoding.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';
import { sampleDoc } from '../folios/testing.ts';
import { STYLESHEET_HREF, stylesheet } from './assetUrls.ts';
import Fastify from 'fastify';
import { encode, preferredCoding, sendEncoded } from './encoded.ts';

const { app, db, config } = await createTestApp();
const host = new URL(config.SITES_ORIGIN).host;

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: { host, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

const decoded = (res: Awaited<ReturnType<typeof get>>): string => {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (coding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

async function publishedPage() {
  const user = await buildUser(db);
  const doc = sampleDoc(user.id);
  const folio = await buildFolio(db, { authorId: user.id, doc: { ...doc, root: { ...doc.root, isPublic: true } }, isPublic: true });
  const res = await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(await tokenFor(db, user.id)) });
  expect(res.statusCode).toBe(200);
  return `/folio/${folio.id}/page/p1`;
}

describe('compressed answers on the sites origin', () => {
  it('sends a page as brotli, gzip or plain by what the visitor accepts, the same page each way', async () => {
    const url = await publishedPage();
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>Hello</p>');
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decoded(res)).toBe(plain.body);
    }
    const br = await get(url, 'br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('sends the page stylesheet precompressed', async () => {
    const res = await get(STYLESHEET_HREF, 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(stylesheet.toString());
    expect(res.rawPayload.length).toBeLessThan(stylesheet.length / 3);
  });

  it('compresses a large page once on the thread pool, for the visitors asking for it at the same time', async () => {
    // Over the size compressed on the event loop: brotli runs on the pool, and the visitors asking meanwhile share it.
    const text = Array.from({ length: 12_000 }, (_, i) => `<p>paragraph ${i} of a long page</p>`).join('');
    const body = await encode(text, 'quick');
    expect(body.br).toBeNull();
    const server = Fastify();
    server.get('/', (req, reply) => sendEncoded(req, reply, body));
    const [a, b] = await Promise.all([server.inject({ url: '/', headers: { 'accept-encoding': 'br' } }), server.inject({ url: '/', headers: { 'accept-encoding': 'br' } })]);
    for (const res of [a, b]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(text);
    }
    expect(body.br).not.toBeNull();
    expect(body.gzip).toBeNull();
    const plain = await server.inject({ url: '/' });
    expect(plain.body).toBe(text);
    await server.close();
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(preferredCoding(undefined)).toBe('identity');
    expect(preferredCoding('GZIP')).toBe('gzip');
    expect(preferredCoding('*')).toBe('gzip');
    expect(preferredCoding('br;q=0')).toBe('identity');
    expect(preferredCoding('deflate, br;q=1.0')).toBe('br');
  });
});
