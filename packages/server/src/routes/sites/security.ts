import type { FastifyReply } from 'fastify';

/** Frame origins of the embed providers @folio/render allows (render/src/embed.ts). */
const FRAME_SRC = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
  'https://open.spotify.com',
];

/** The sites origin shows user content: no API, no app storage, only its own scripts and the allowed embeds. */
export const SITES_CSP = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  `frame-src ${FRAME_SRC.join(' ')}`,
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers of every response on the sites origin. */
export function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', SITES_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin');
}

/** Assets whose URL carries a hash of their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
