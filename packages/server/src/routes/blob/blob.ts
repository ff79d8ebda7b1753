import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { notFound } from '../../errors.ts';
import { findBlob } from '../../services/blobs/blobs.ts';
import { BlobNotFoundError } from '../../storage/types.ts';

const BlobParams = z.object({ id: z.string().describe('The blob id (the upload uuid)') });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Shown inline: media a browser renders without running anything, and plain text. Everything else downloads. */
const INLINE = /^(image\/(png|jpeg|gif|webp|avif|bmp|x-icon|apng)|video\/[\w.+-]+|audio\/[\w.+-]+|text\/plain|application\/pdf)$/;

/** Every blob response: a document opened from it gets no script, no plugins, no same-origin access. */
const SANDBOX = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

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
 * GET /blob/{id} and /blob/{id}/thumbnail. Blobs never change once stored, so the id is the ETag and responses are
 * cacheable for a year. Active types (HTML, SVG, XML, scripts, anything unknown) download as attachments, and every
 * response carries a sandboxing CSP and nosniff, so an uploaded file can never run script on the app origin.
 */
export async function blobRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const store = app.deps.blobs;

  async function serve(req: FastifyRequest, reply: FastifyReply, id: string, variant: 'original' | 'thumbnail' | 'display') {
    if (!UUID.test(id)) throw notFound('No such file');
    const blob = await findBlob(db, id);
    const key = variant === 'thumbnail' ? blob?.thumbnailKey : variant === 'display' ? blob?.displayKey : blob?.id;
    if (!blob || !key) throw notFound(variant === 'original' ? 'No such file' : `This file has no ${variant === 'display' ? 'display copy' : 'thumbnail'}`);
    const mime = variant === 'original' ? `${blob.mimeType}/${blob.mimeSubtype}` : 'image/webp';
    const etag = `"${blob.id}${variant === 'original' ? '' : `-${variant}`}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', SANDBOX)
      .header('accept-ranges', 'bytes')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (!INLINE.test(mime)) reply.header('content-disposition', `attachment; filename="${blob.id}"`);
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

  const schema = (summary: string) => ({ tags: ['uploads'], summary, params: BlobParams });
  app.get('/blob/:id', { schema: schema('An uploaded file (Range, ETag, cached a year)') }, (req, reply) =>
    serve(req, reply, req.params.id, 'original'),
  );
  app.get('/blob/:id/thumbnail', { schema: schema('The WebP thumbnail of an uploaded image') }, (req, reply) =>
    serve(req, reply, req.params.id, 'thumbnail'),
  );
  app.get(
    '/blob/:id/display',
    { schema: schema('The WebP display copy of an uploaded image (at most 1600 px on its longer side), as published pages show it') },
    (req, reply) => serve(req, reply, req.params.id, 'display'),
  );
}
