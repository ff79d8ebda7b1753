import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PageMeta } from './document.ts';
import { FAVICON_HREF } from './favicon.ts';
import { fontCatalog, fontsHref, fontsUsed } from './fonts.ts';
import { visitorScript } from './visitorScript.ts';

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12);

export const stylesheet = fs.readFileSync(createRequire(import.meta.url).resolve('@folio/render/folio.css'));
export const STYLESHEET_HREF = `/_folio/folio.css?v=${hash(stylesheet)}`;

/** The links a page shell needs for this rendered body: page stylesheet, the fonts it uses, the visitor script. */
export async function assetLinks(body: string): Promise<Pick<PageMeta, 'stylesheetHref' | 'fontsHref' | 'scriptSrc'>> {
  const script = await visitorScript();
  return { stylesheetHref: STYLESHEET_HREF, fontsHref: fontsHref(fontsUsed(body)), scriptSrc: `/_folio/folio.js?v=${script.hash}` };
}

let version: string | undefined;

/** Changes whenever an asset the page shells name by hash changes (a deploy), so cached pages change with it. */
export async function assetsVersion(): Promise<string> {
  // Asked on every page visit; the assets are fixed for the life of the process.
  version ??= hash(`${STYLESHEET_HREF} ${FAVICON_HREF} ${(await visitorScript()).hash} ${fontCatalog().hash}`).slice(0, 8);
  return version;
}
