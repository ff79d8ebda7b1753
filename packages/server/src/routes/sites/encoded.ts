import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A response body and its brotli form, made once and sent to every visitor that accepts it; the gzip form (for the
 * rare client without brotli) is made the first time one asks and then kept.
 */
export interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer | null;
}

/**
 * Brotli's settings for a body of `size` bytes. The window is no larger than the body needs (at least 64 KiB, at
 * most brotli's default 4 MiB): a page of a few KiB then compresses to the same size with a fraction of the
 * encoder's memory to set up, which was most of the work.
 */
export function brotliParams(quality: number, size: number): Record<number, number> {
  const lgwin = Math.min(zlib.constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(Math.max(size, 1)))));
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin,
  };
}

/**
 * A page up to this size is compressed at once on the event loop (about 0.1 ms for a page of a few KiB): handing
 * it to the thread pool and back costs more CPU than compressing it, and on a server with two cores that CPU is
 * the event loop's too (measured on the sites bench: more pages a second, less CPU a page). Larger bodies go to
 * the pool, so that a big page never holds the event loop for long.
 */
const QUICK_ON_LOOP_BYTES = 64 * 1024;

/**
 * Compresses a body (the gzip form only for `once`; for pages it is made when a client asks for it), on libuv's
 * thread pool unless it is a small page. `effort` is brotli's quality: the most for files made once at start, a
 * quick one for pages rendered while a visitor waits.
 */
export async function encode(body: string | Buffer, effort: 'once' | 'quick'): Promise<Encoded> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const quality = effort === 'once' ? 11 : 5;
  const params = brotliParams(quality, identity.length);
  const br =
    effort === 'quick' && identity.length <= QUICK_ON_LOOP_BYTES ? zlib.brotliCompressSync(identity, { params }) : await brotli(identity, { params });
  return { identity, br, gzip: effort === 'once' ? await gzip(identity, { level: 9 }) : null };
}

export const encodedSize = (e: Encoded): number => e.identity.length * 2 + e.br.length;

/** The coding the request accepts that we prefer: br, then gzip, else none (a q=0 refuses one). */
export function preferredCoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Sends the form of `body` the visitor accepts, saying which and that the answer varies with it. */
export async function sendEncoded(req: FastifyRequest, reply: FastifyReply, body: Encoded): Promise<FastifyReply> {
  const coding = preferredCoding(req.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (coding === 'identity') return reply.send(body.identity);
  // Kept on the cached object: later visitors asking for gzip get these bytes.
  if (coding === 'gzip') body.gzip ??= await gzip(body.identity, { level: 6 });
  return reply.header('content-encoding', coding).send(coding === 'br' ? body.br : body.gzip!);
}
