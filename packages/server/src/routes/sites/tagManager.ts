import { createHash } from 'node:crypto';
import { isTagManagerId } from '@folio/model';

const GTM_ORIGIN = 'https://www.googletagmanager.com';

export interface TagManagerTags {
  /** the loader script for <head> (inline; allowed by its hash) */
  head: string;
  /** the no-script fallback for the start of <body> */
  body: string;
  /** 'sha256-…' of the inline script, for script-src */
  scriptHash: string;
}

/** The tag manager snippet for a website's GTM id, or null when it has none (or an invalid one slipped in). */
export function tagManagerTags(id: string | null): TagManagerTags | null {
  if (!id || !isTagManagerId(id)) return null;
  // The id is letters, digits and one dash (checked above), so it is safe inside a script and an attribute.
  const gtm = id.toUpperCase();
  const script =
    `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `(function(d){var s=d.createElement('script');s.async=true;s.src='${GTM_ORIGIN}/gtm.js?id=${gtm}';d.head.appendChild(s);})(document);`;
  return {
    head: `<script>${script}</script>`,
    body: `<noscript><iframe src="${GTM_ORIGIN}/ns.html?id=${gtm}" height="0" width="0" style="display:none;visibility:hidden" title="Tag manager"></iframe></noscript>`,
    scriptHash: `sha256-${createHash('sha256').update(script).digest('base64')}`,
  };
}

/** Where a tag manager container loads from and reports to. */
export const TAG_MANAGER_SOURCES = {
  script: [GTM_ORIGIN, 'https://www.google-analytics.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', GTM_ORIGIN],
  frame: [GTM_ORIGIN],
};
