/** Search over a website's published pages: plain text of each page, matched word by word. */
import { subtreeIds, type FolioDocument } from '@folio/model';

export interface SearchablePage {
  title: string;
  url: string;
  doc: FolioDocument;
}

export interface SearchResult {
  title: string;
  url: string;
  /** a short excerpt around the first match */
  snippet: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const plain = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every piece of text a visitor reads on the document's pages, in reading order. */
export function documentText(doc: FolioDocument): string {
  const parts: string[] = [];
  const ids = doc.root.pages.flatMap((pageId) => subtreeIds(doc.nodes, pageId));
  for (const node of ids.map((id) => doc.nodes[id]!)) {
    // Page names are the author's labels (the tab title shows the folio's name); visitors do not read them.
    if (node.kind === 'text-resource') parts.push(plain(node.html));
    else if (node.kind === 'accordion-widget') for (const p of node.meta.panels) parts.push(p.title, plain(p.content));
    else if (node.kind === 'gallery-widget') for (const item of node.meta.items) parts.push(item.caption ?? '');
    else if ('label' in node && node.label && typeof node.label.text === 'string') parts.push(node.label.text);
  }
  return parts.filter(Boolean).join(' ');
}

/** The folio's summary and description: found by search, but shown in an excerpt only when the page's text has no match. */
const aboutText = (doc: FolioDocument): string => [doc.root.summary, doc.root.description].filter(Boolean).join(' ');

/** About `length` characters of the text around `at`, cut between words. */
function snippetAround(text: string, at: number, length = 160): string {
  let start = Math.max(0, at - length / 2);
  let end = Math.min(text.length, start + length);
  if (start > 0) start = text.lastIndexOf(' ', start) + 1;
  if (end < text.length && text.indexOf(' ', end) !== -1) end = text.indexOf(' ', end);
  const piece = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${piece}${end < text.length ? '…' : ''}`;
}

/**
 * The text a result's excerpt is taken from: the page's text without the title the result already shows (a summary
 * that only repeats it, or a heading that opens the page with it).
 */
function bodyText(title: string, text: string): string {
  const t = title.trim().toLowerCase();
  if (!t) return text;
  let body = text;
  while (body.toLowerCase().startsWith(t) && (body.length === t.length || /[\s.,:;!?–—-]/.test(body[t.length]!))) {
    body = body.slice(t.length).replace(/^[\s.,:;!?–—-]+/, '');
  }
  return body;
}

/** Pages containing every word of the query (case-insensitive), those with a match in the title first. */
export function searchPages(pages: SearchablePage[], query: string): SearchResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return [];
  const results: Array<SearchResult & { inTitle: boolean }> = [];
  for (const page of pages) {
    const text = documentText(page.doc);
    const about = aboutText(page.doc);
    const lower = `${page.title} ${about} ${text}`.toLowerCase();
    if (!words.every((w) => lower.includes(w))) continue;
    // The excerpt comes from what the page shows, around the first word of the query found there that the title
    // does not already show; from the summary or description when only they have it; else from the page's start.
    const title = page.title.toLowerCase();
    const sought = words.filter((w) => !title.includes(w));
    const firstMatch = (piece: string) => Math.min(...sought.map((w) => piece.toLowerCase().indexOf(w)).filter((at) => at >= 0));
    const body = bodyText(page.title, text);
    const inAbout = bodyText(page.title, about);
    const source = Number.isFinite(firstMatch(body)) || !Number.isFinite(firstMatch(inAbout)) ? body : inAbout;
    const at = firstMatch(source);
    results.push({
      title: page.title,
      url: page.url,
      snippet: snippetAround(source, Number.isFinite(at) ? at : 0),
      inTitle: page.title.toLowerCase().includes(words[0]!),
    });
  }
  return results
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle))
    .map(({ inTitle: _inTitle, ...r }) => r);
}
