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
 * Compresses a body both ways on libuv's thread pool (the event loop goes on). `effort` is brotli's quality: the
 * most for files made once at start, a quick one for pages rendered while a visitor waits.
 */
export async function encode(body: string | Buffer, effort: 'once' | 'quick'): Promise<Encoded> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const quality = effort === 'once' ? 11 : 5;
  const br = await brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
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
