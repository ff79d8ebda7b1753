import fs from 'node:fs';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { notFound } from '../../errors.ts';
import { stylesheet } from './assetUrls.ts';
import { favicon } from './favicon.ts';
import { fontCatalog, fontStylesheet } from './fonts.ts';
import { securityHeaders } from './respond.ts';
import { visitorScript } from './visitorScript.ts';
import { encode, sendEncoded, type Encoded } from './encoded.ts';

/** Assets are served under URLs that carry a hash of their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const FontsQuery = z.object({
  v: z.string().optional().describe('Content hash, for caching only'),
  families: z.string().optional().describe('Comma-separated @fontsource names (e.g. roboto,open-sans); all fonts when absent'),
});
const FontFile = z.object({ file: z.string().describe('A .woff2 or .woff file of the folio fonts') });

const FONT_TYPES: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff' };

/** The stylesheet, visitor script and icon, compressed once per process at the best ratio. */
let precompressed: Promise<{ css: Encoded; js: Encoded; icon: Encoded }> | null = null;
const compressedAssets = () =>
  (precompressed ??= visitorScript().then(async (script) => {
    const [css, js, icon] = await Promise.all([encode(stylesheet, 'once'), encode(script.code, 'once'), encode(favicon, 'once')]);
    return { css, js, icon };
  }));

/**
 * The static files of published pages on the sites origin (and websites' domains), all cached for a year under
 * hashed URLs: the page stylesheet, the visitor script, the fonts stylesheet, the font files and Folio's icon.
 */
export async function siteAssetRoutes(app: App): Promise<void> {
  const constraints = { site: true };
  // Built now, so a page never waits for esbuild and a broken script stops the start.
  const { css, js, icon } = await compressedAssets();
  const fonts = fontCatalog();

  app.get('/_folio/folio.css', { constraints, schema: { hide: true } }, async (req, reply) =>
    sendEncoded(req, securityHeaders(reply).type('text/css; charset=utf-8').header('cache-control', IMMUTABLE), css),
  );

  app.get('/_folio/folio.js', { constraints, schema: { hide: true } }, async (req, reply) =>
    sendEncoded(req, securityHeaders(reply).type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE), js),
  );

  app.get('/_folio/favicon.svg', { constraints, schema: { hide: true } }, async (req, reply) =>
    sendEncoded(req, securityHeaders(reply).type('image/svg+xml').header('cache-control', IMMUTABLE), icon),
  );

  app.get('/_folio/fonts.css', { constraints, schema: { hide: true, querystring: FontsQuery } }, async (req, reply) => {
    const css = fontStylesheet(req.query.families?.split(','));
    if (css === null) throw notFound('No such font');
    return securityHeaders(reply).type('text/css; charset=utf-8').header('cache-control', IMMUTABLE).send(css);
  });

  app.get('/_folio/fonts/:file', { constraints, schema: { hide: true, params: FontFile } }, async (req, reply) => {
    // Only names the font stylesheets list are served, so no other path can be reached.
    const file = fonts.files.get(req.params.file);
    if (!file) throw notFound('No such font file');
    const type = FONT_TYPES[file.slice(file.lastIndexOf('.') + 1)]!;
    return securityHeaders(reply).type(type).header('cache-control', IMMUTABLE).send(await fs.promises.readFile(file));
  });
}
