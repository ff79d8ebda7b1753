/**
 * Embedding a published folio in another site (issue 30): the owner's switch on the root, and the snippet a host
 * page pastes — an iframe of the published page in embed mode plus the sites origin's small resizing script.
 */
import type { FolioRoot } from './types.ts';

export const EMBED_TEXTS = {
  onlyOwner: 'Only the folio’s owner decides whether other sites may show it; leave “Allow embedding” as it is.',
} as const;

/** The query that asks a published page for its embed view (no pager, no comments, the height script). */
export const EMBED_QUERY = 'embed=1';

/** Whether this root lets other sites frame the published pages: only an explicit true does. */
export const isEmbeddable = (root: Pick<FolioRoot, 'embeddable'> | null | undefined): boolean => root?.embeddable === true;

/** Whether the embedding switch differs between two roots (absent and false are the same). */
export const embeddingChanged = (before: Pick<FolioRoot, 'embeddable'>, after: Pick<FolioRoot, 'embeddable'>): boolean =>
  isEmbeddable(before) !== isEmbeddable(after);

/** A published page's address in embed mode. */
export function embedUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('embed', '1');
  return url.toString();
}

const attr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML another site pastes to show a published page: the page in embed mode in a full-width, borderless frame
 * and the sites origin's embed.js, which sets the frame's height to the page's as the page reports it.
 */
export function embedSnippet(pageUrl: string, sitesOrigin: string, title: string, height?: number): string {
  const style = `width:100%;border:0${height ? `;height:${Math.round(height)}px` : ''}`;
  return (
    `<iframe src="${attr(embedUrl(pageUrl))}" data-folio-embed title="${attr(title || 'Folio')}" style="${style}" loading="lazy"></iframe>` +
    `<script src="${attr(sitesOrigin.replace(/\/$/, ''))}/embed.js" async></script>`
  );
}
