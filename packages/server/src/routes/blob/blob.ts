import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { notFound } from '../../errors.ts';
import { blobIsPublic, canServeBlob } from '../../auth/can.ts';
import { findBlobWithAccess } from '../../services/blobs/access.ts';
import { blobUrlSigner, partOf, secondsLeft, signedReader, type BlobVariant } from '../../services/blobs/signedUrls.ts';
import { BlobNotFoundError } from '../../storage/types.ts';

const BlobParams = z.object({ id: z.string().describe('The blob id (the upload uuid)') });
const BlobQuery = z.object({
  exp: z.string().optional().describe('Signed URL: its expiry (Unix seconds); needed unless the file is public'),
  u: z.string().optional().describe('Signed URL: the user it was handed to; it opens the file only while they may read it'),
  download: z.enum(['1']).optional().describe('1: sent as an attachment (a Download button), whatever its type'),
  sig: z.string().optional().describe('Signed URL: HMAC-SHA256 of "{id}.{original|preview}.{exp}" or, with u, "{id}.{original|preview}.{exp}.{u}" (base64url)'),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Shown inline under their own type: media a browser renders without running anything, and plain text. Everything
 * else (scripts, JSON, CSS, HTML, SVG, XML, wasm, anything unknown) is sent as application/octet-stream, which with
 * nosniff no browser runs as a script, applies as a stylesheet or instantiates as wasm, and as an attachment.
 */
const INLINE = /^(image\/(png|jpeg|gif|webp|avif|bmp|x-icon|apng)|video\/[\w.+-]+|audio\/[\w.+-]+|text\/plain|application\/pdf)$/;

/** The name a downloaded file is saved under: its id, with its type's extension when that is a plain word. */
const downloadName = (id: string, subtype: string) => (/^[a-z0-9]{1,10}$/.test(subtype) ? `${id}.${subtype}` : id);

/** Every blob response: a document opened from it gets no script, no plugins, no same-origin access. */
const SANDBOX = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** How long browsers and CDNs keep a public file: a file made private stops being served once this has run out. */
const PUBLIC_MAX_AGE = 3600;

/** Parses a single `bytes=` range; null when absent or unparsable (whole file), 'unsatisfiable' past the end. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET /blob/{id}, /blob/{id}/thumbnail and /blob/{id}/display. Who may read a file is decided by auth/can.ts
 * (canServeBlob): public files (a public asset's, those a published page or website shows, avatars) to anyone;
 * every other file only to a reader: one sending their bearer token, or the viewer a signed URL was made for (its
 * user id is signed; whether they may read the file is asked on each request, so the URL stops with their right), or
 * through a URL signed for whoever holds it (services/blobs/signedUrls.ts); otherwise 404 like a file that does not
 * exist. Blobs never change once stored, so the id is the ETag;
 * public files are cached for an hour (a file made private stops being served once that has run out), signed ones
 * privately until their expiry. Every response carries a sandboxing CSP and nosniff, so an uploaded file can never
 * run script on either origin.
 */
export async function blobRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const store = app.deps.blobs;

  async function serve(req: FastifyRequest, reply: FastifyReply, id: string, variant: BlobVariant, query: z.infer<typeof BlobQuery>) {
    const missing = variant === 'original' ? 'No such file' : `This file has no ${variant === 'display' ? 'display copy' : 'thumbnail'}`;
    if (!UUID.test(id)) throw notFound('No such file');
    const signature = query.exp !== undefined && query.sig !== undefined ? (await blobUrlSigner(db)).verify(id, partOf(variant), query) : null;
    // A URL signed for a viewer speaks for them: whether they may read the file is asked now, on every request.
    const reader = signature?.viewerId ? signedReader(signature.viewerId) : req.auth;
    const found = await findBlobWithAccess(db, id, reader?.userId ?? null);
    if (!found) throw notFound('No such file');
    const { blob, access } = found;
    const signed = signature !== null;
    const isPublic = blobIsPublic(access, partOf(variant));
    const readerNow = signature?.viewerId && !found.viewerActive ? null : reader;
    if (!canServeBlob(readerNow, access, partOf(variant), signature !== null && signature.viewerId === null)) throw notFound('No such file');
    const key = variant === 'thumbnail' ? blob.thumbnailKey : variant === 'display' ? blob.displayKey : blob.id;
    if (!key) throw notFound(missing);
    const stored = variant === 'original' ? `${blob.mimeType}/${blob.mimeSubtype}` : 'image/webp';
    const inline = INLINE.test(stored);
    const mime = inline ? stored : 'application/octet-stream';
    const etag = `"${blob.id}${variant === 'original' ? '' : `-${variant}`}"`;
    const cacheControl = isPublic
      ? `public, max-age=${PUBLIC_MAX_AGE}`
      : `private, max-age=${signed ? Math.min(secondsLeft(query.exp!), PUBLIC_MAX_AGE) : 0}`;
    reply
      .header('etag', etag)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', SANDBOX)
      .header('accept-ranges', 'bytes')
      // Public pictures and media may be shown by other sites; anything else only by pages of the origin serving it.
      .header('cross-origin-resource-policy', inline && isPublic ? 'cross-origin' : 'same-origin');
    if (query.download) reply.header('content-disposition', `attachment; filename="${downloadName(blob.id, blob.mimeSubtype)}"`);
    else if (!inline) reply.header('content-disposition', `attachment; filename="${blob.id}"`);
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
      return reply.code(304).send();
    }
    const info = await store.stat(key);
    if (!info) throw notFound('No such file');
    const ifRange = req.headers['if-range'];
    const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${info.size}`).send({
        error: 'Range Not Satisfiable',
        message: `The requested range is outside the file (${info.size} bytes).`,
      });
    }
    try {
      const { stream } = await store.get(key, range ?? {});
      reply.type(mime);
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', info.size);
      }
      if (req.method === 'HEAD') {
        stream.destroy();
        return reply.send();
      }
      return reply.send(stream);
    } catch (err) {
      if (err instanceof BlobNotFoundError) throw notFound('No such file');
      throw err;
    }
  }

  const schema = (summary: string) => ({ tags: ['uploads'], summary, params: BlobParams, querystring: BlobQuery });
  app.get('/blob/:id', { schema: schema('An uploaded file (Range, ETag); a private one only through a signed URL') }, (req, reply) =>
    serve(req, reply, req.params.id, 'original', req.query),
  );
  app.get('/blob/:id/thumbnail', { schema: schema('The WebP thumbnail of an uploaded image') }, (req, reply) =>
    serve(req, reply, req.params.id, 'thumbnail', req.query),
  );
  app.get(
    '/blob/:id/display',
    { schema: schema('The WebP display copy of an uploaded image (at most 1600 px on its longer side), as published pages show it') },
    (req, reply) => serve(req, reply, req.params.id, 'display', req.query),
  );
}
