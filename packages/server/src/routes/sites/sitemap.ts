import type { SitePage } from '../../services/sites/sites.ts';
import { escapeHtml } from './document.ts';
import { sitePagePath, type SiteAddress } from './siteDocument.ts';

/** sitemap.xml of a website: every page a visitor can open and a search engine may index. */
export function sitemapXml(address: SiteAddress, pages: SitePage[]): string {
  const urls = pages.map(
    (p) =>
      `<url><loc>${escapeHtml(`${address.origin}${sitePagePath(address, p.slug)}`)}</loc>` +
      `<lastmod>${p.stamp.publishedAt.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** robots.txt of a website: everything open and the sitemap, or nothing when the website asks not to be indexed. */
export function robotsTxt(address: SiteAddress, noindex: boolean): string {
  if (noindex) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${address.origin}${address.base}/sitemap.xml\n`;
}
