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

/**
 * robots.txt at the sites origin's root, the only one crawlers read there: everything open but what visitors' forms
 * post to and the websites that ask not to be indexed, and the sitemap of every other published website.
 */
export function sitesOriginRobotsTxt(origin: string, websites: Array<{ slug: string; noindex: boolean }>): string {
  const base = (slug: string) => `/site/${encodeURIComponent(slug)}`;
  const hidden = websites.filter((w) => w.noindex).map((w) => `Disallow: ${base(w.slug)}/\nDisallow: ${base(w.slug)}$`);
  const maps = websites.filter((w) => !w.noindex).map((w) => `Sitemap: ${origin}${base(w.slug)}/sitemap.xml`);
  return ['User-agent: *', 'Allow: /', 'Disallow: /public/api/', 'Disallow: /uploads/', ...hidden, '', ...maps, ''].join('\n');
}
