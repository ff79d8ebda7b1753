import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A response body and its compressed forms, each made the first time a visitor asks for it and then kept for every
 * later one (files made once at start have both at once). A page rendered for a client that takes no compression
 * (a crawler, a health check, a proxy that compresses itself) costs no compressing.
 */
export interface Encoded {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** the brotli form of a large body while the thread pool makes it, so visitors asking meanwhile share the work */
  brPending?: Promise<Buffer>;
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
 * A body ready to send. `once` (files made at start): both compressed forms now, on libuv's thread pool, with
 * brotli's most effort. `quick` (pages rendered while a visitor waits): the forms are made when asked for
 * (`sendEncoded`), brotli at a quick quality.
 */
export async function encode(body: string | Buffer, effort: 'once' | 'quick'): Promise<Encoded> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  if (effort === 'quick') return { identity, br: null, gzip: null };
  const [br, gz] = await Promise.all([brotli(identity, { params: brotliParams(11, identity.length) }), gzip(identity, { level: 9 })]);
  return { identity, br, gzip: gz };
}

/** What a kept body may come to hold: the body and at most as much again for each compressed form. */
export const encodedSize = (e: Encoded): number => e.identity.length * 3;

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
  // A page may vary with its visitor's language too (routes/sites/pageLanguages.ts).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (coding === 'identity') return reply.send(body.identity);
  // Kept on the cached object: later visitors asking for the same coding get these bytes.
  if (coding === 'gzip') body.gzip ??= await gzip(body.identity, { level: 6 });
  else if (!body.br) {
    // Brotli at a quick quality (a visitor waits), at once on the event loop when the body is small.
    const params = brotliParams(5, body.identity.length);
    if (body.identity.length <= QUICK_ON_LOOP_BYTES) body.br = zlib.brotliCompressSync(body.identity, { params });
    else body.br = await (body.brPending ??= brotli(body.identity, { params }));
  }
  return reply.header('content-encoding', coding).send(coding === 'br' ? body.br : body.gzip);
}
