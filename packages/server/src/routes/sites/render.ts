import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FolioDocument, FolioNode } from '@folio/model';
import type { FormTarget } from '@folio/render';
import { mapRichText } from '../../services/folios/folioDocument.ts';
import { sanitizeRichText } from '../../services/sanitize/index.ts';
import { RenderCache } from './renderCache.ts';
import { visitorMessages } from '@folio/render/messages';

// @folio/render is TSX: imported on first use through the module hooks of loaders/tsx.ts (decision 10).
let render: Promise<typeof import('@folio/render')> | null = null;
const loadRender = () => (render ??= import('@folio/render'));

/** The nodes these pages show: the pages and everything they hold. */
function shownNodes(doc: FolioDocument, pageIds: string[]): FolioNode[] {
  const seen = new Set<string>();
  const out: FolioNode[] = [];
  const todo = [...pageIds];
  while (todo.length) {
    const node = doc.nodes[todo.pop()!];
    if (!node || seen.has(node.id)) continue;
    seen.add(node.id);
    out.push(node);
    if ('children' in node) todo.push(...node.children);
    if ('resource' in node && node.resource !== undefined) todo.push(node.resource);
    if ('interactions' in node) todo.push(...node.interactions);
  }
  return out;
}

/**
 * Texts this process sanitized for pages, by their exact input: sanitizing is a pure function of the text, and a
 * page rendered again (a new comment or submission changes its ETag, a website change re-renders all its pages)
 * or a template's copies repeat the same texts. Bounded by size, oldest use first.
 */
const sanitizedAtRender = new RenderCache<string>(32 * 1024 * 1024, (clean) => clean.length * 2);

/**
 * User HTML is sanitized again at render, on the sanitizer threads before React runs (React wants it at once).
 * A text over the limits (stored before they existed) is left out.
 */
async function sanitizedTexts(nodes: FolioNode[]): Promise<Map<string, string>> {
  const clean = new Map<string, string>();
  for (const node of nodes) {
    const texts: string[] = [];
    mapRichText(node, (html) => (texts.push(html), html));
    for (const html of texts) {
      if (typeof html !== 'string' || clean.has(html)) continue;
      let out = sanitizedAtRender.get(html);
      if (out === undefined) {
        const result = await sanitizeRichText(html);
        out = 'html' in result ? result.html : '';
        sanitizedAtRender.set(html, out);
      }
      clean.set(html, out);
    }
  }
  return clean;
}

/**
 * The markup of these pages of a published document, one after the other, as visitors see them. `formTarget`
 * names the folio (and website) its submit buttons send to; a page with one also gets the form's honeypot and
 * toast regions. `lang` is the page's language: its fixed words are in it (visitor messages; others: English).
 */
export async function renderPages(doc: FolioDocument, pageIds: string[], formTarget?: FormTarget, lang = 'en'): Promise<string> {
  const [{ FolioPage }, clean] = await Promise.all([loadRender(), sanitizedTexts(shownNodes(doc, pageIds))]);
  // Only texts of these pages reach sanitize, and each of them is in the map.
  const sanitize = (html: string) => clean.get(html) ?? '';
  // The form's window (issue 31) as of now: the page's ETag names the phase (services/sites/formPhaseStamp.ts).
  const { opensAt, closesAt, closedMessage } = doc.root;
  const target = formTarget && { ...formTarget, window: { opensAt, closesAt, closedMessage }, now: Date.now() };
  return pageIds.map((pageId) => renderToString(createElement(FolioPage, { doc, pageId, mode: 'view', sanitize, formTarget: target, messages: visitorMessages(lang) }))).join('');
}
