import { TAG_MANAGER_SOURCES, type TagManagerTags } from './tagManager.ts';

/** Frame origins of the embed providers @folio/render allows (render/src/embed.ts). */
const EMBED_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
  'https://open.spotify.com',
];

/**
 * The sites origin shows user content: no API, no app storage, only its own scripts and the allowed embeds —
 * plus, on a website with a tag manager id, the tag manager's loader (by hash) and its origins. Framed only by its
 * own pages, unless told whose frames may hold it (`*`: a folio whose owner allows embedding, routes/sites/embedding.ts).
 */
export function sitesCsp(tagManager: TagManagerTags | null = null, frameAncestors = "'self'"): string {
  const gtm = tagManager ? TAG_MANAGER_SOURCES : { script: [], connect: [], frame: [] };
  const scripts = tagManager ? [`'${tagManager.scriptHash}'`, ...gtm.script] : [];
  return [
    "default-src 'self'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    `frame-src ${[...EMBED_FRAMES, ...gtm.frame].join(' ')}`,
    `script-src ${["'self'", ...scripts].join(' ')}`,
    `connect-src ${["'self'", ...gtm.connect].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export const SITES_CSP = sitesCsp();
