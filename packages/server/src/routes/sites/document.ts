/** The HTML shell around a server-rendered folio page or website page: metadata, the stylesheets, the visitor script. */
import { FAVICON_HREF } from './favicon.ts';
import type { TagManagerTags } from './tagManager.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export const BRAND = 'Folio';
export const DEFAULT_DESCRIPTION = 'A page published with Folio.';

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  noindex: boolean;
  /** absolute http(s) URL of the folio's thumbnail, for Open Graph */
  imageUrl: string | null;
  stylesheetHref: string;
  /** the fonts stylesheet, holding the fonts the page uses */
  fontsHref: string;
  /** the visitor script (interactions), loaded with defer */
  scriptSrc: string;
  /** a website's favicon; else Folio's */
  faviconUrl?: string | null;
  /** a website's tag manager snippet */
  tagManager?: TagManagerTags | null;
  /** the page's language and direction (`pageLanguage` of the model): what `<html lang dir>` says */
  language: { lang: string; dir: 'ltr' | 'rtl' };
  /** what the page's analytics beacons count this view for (issue 14); none: not counted */
  track?: { entityType: 'folio' | 'website'; entityId: string } | null;
  /** the page's oEmbed address, for its discovery link (an embeddable folio's page, issue 30) */
  oembedHref?: string | null;
  /** the embed view's script, which tells the framing page the document's height (routes/sites/embedScripts.ts) */
  embedScriptSrc?: string | null;
}

/**
 * Page titles: the page's title, then the website's name — or, outside a website, the folio's ("About · Garden
 * Club"); either alone when the other is empty; else the brand.
 */
export function pageTitle(title: string, websiteName: string): string {
  return [title.trim(), websiteName.trim()].filter(Boolean).join(' · ') || BRAND;
}

/** Pages whose words are Folio's own (profiles, library pages, product pages, the 404 page): English. */
export const FOLIO_UI_LANGUAGE = { lang: 'en', dir: 'ltr' } as const;

const FOLIO_ICON = `<link rel="icon" href="${FAVICON_HREF}" type="image/svg+xml">`;

/** A full HTML document around the rendered page markup (already produced by React, so already escaped). */
export function htmlDocument(meta: PageMeta, body: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const canonical = escapeHtml(meta.canonicalUrl);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(meta.language.lang)}" dir="${meta.language.dir === 'rtl' ? 'rtl' : 'ltr'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${canonical}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    meta.imageUrl ? `<meta property="og:image" content="${escapeHtml(meta.imageUrl)}">` : '',
    meta.faviconUrl ? `<link rel="icon" href="${escapeHtml(meta.faviconUrl)}">` : FOLIO_ICON,
    `<link rel="stylesheet" href="${escapeHtml(meta.fontsHref)}">`,
    `<link rel="stylesheet" href="${escapeHtml(meta.stylesheetHref)}">`,
    `<script src="${escapeHtml(meta.scriptSrc)}" defer></script>`,
    meta.embedScriptSrc ? `<script src="${escapeHtml(meta.embedScriptSrc)}" defer></script>` : '',
    meta.oembedHref ? `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(meta.oembedHref)}" title="${title}">` : '',
    meta.tagManager?.head ?? '',
    '</head>',
    `<body${meta.track ? ` data-fo-track="${escapeHtml(`${meta.track.entityType}:${meta.track.entityId}`)}"` : ''}>${meta.tagManager?.body ?? ''}${body}</body>`,
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The small page a visitor sees for anything that is not (or no longer) published. */
export function notFoundDocument(): string {
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>Page not found · Folio</title>${FOLIO_ICON}</head>`,
    '<body><main><h1>Page not found</h1><p>This page does not exist or is not published.</p></main></body>',
    '</html>',
  ].join('\n');
}
