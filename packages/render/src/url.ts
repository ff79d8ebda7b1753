/** URL checks for anything an author typed that ends up in an href or src. */

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
const RELATIVE = /^([/#?.]|[^:/?#]+(?:[/?#]|$))/;

/** The URL when it is http(s), mailto, tel or relative; undefined for javascript:, data: and the like. */
export function safeHref(url: string | null | undefined): string | undefined {
  const trimmed = (url ?? '').trim();
  if (!trimmed) return undefined;
  if (SAFE_LINK.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  return RELATIVE.test(trimmed) ? trimmed : undefined;
}

/** Sources of images and media: http(s), blob: or relative. */
export function safeSrc(url: string | null | undefined): string | undefined {
  const trimmed = (url ?? '').trim();
  if (!trimmed) return undefined;
  if (/^(https?:|blob:)/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  return trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
}

/** A target interaction's name as an element id (and #fragment): lowercase words joined by '-'. */
export function targetAnchorId(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'target';
}
