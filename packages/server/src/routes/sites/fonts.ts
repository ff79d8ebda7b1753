import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** URL prefix of the font files on the sites origin. */
export const FONT_FILES_PATH = '/_folio/fonts/';

export interface FontFamily {
  /** the @fontsource package name, e.g. `roboto-slab` */
  slug: string;
  /** the CSS family name, e.g. `Roboto Slab` */
  name: string;
  /** its @font-face rules, with url()s under FONT_FILES_PATH */
  css: string;
}

export interface FontCatalog {
  /** in the order of @folio/render/fonts.css */
  families: FontFamily[];
  /** font file name → absolute path; only the .woff2/.woff files the rules name */
  files: Map<string, string>;
  /** hash of every family's rules, for the cache-busting ?v= */
  hash: string;
}

const DEFAULT_FAMILY = 'roboto';

function loadCatalog(): FontCatalog {
  const fontsCss = createRequire(import.meta.url).resolve('@folio/render/fonts.css');
  // The @fontsource packages are dependencies of the render package, so they are resolved from there.
  const resolve = createRequire(fontsCss).resolve;
  const bySlug = new Map<string, FontFamily>();
  const files = new Map<string, string>();
  for (const [, spec] of fs.readFileSync(fontsCss, 'utf8').matchAll(/@import '(@fontsource\/([^/']+)\/[^']+\.css)';/g)) {
    const file = resolve(spec!);
    const source = fs.readFileSync(file, 'utf8');
    const css = source.replace(/url\(\.\/files\/([\w.-]+\.woff2?)\)/g, (_match, name: string) => {
      files.set(name, path.join(path.dirname(file), 'files', name));
      return `url(${FONT_FILES_PATH}${name})`;
    });
    const slug = spec!.split('/')[1]!;
    const family = bySlug.get(slug);
    if (family) family.css += `\n${css}`;
    else bySlug.set(slug, { slug, name: /font-family: '([^']+)'/.exec(source)?.[1] ?? slug, css });
  }
  const families = [...bySlug.values()];
  const hash = createHash('sha256')
    .update(families.map((family) => family.css).join('\n'))
    .digest('hex')
    .slice(0, 12);
  return { families, files, hash };
}

let catalog: FontCatalog | null = null;
/** The folio fonts, read once from the render package's fonts.css and the @fontsource packages. */
export const fontCatalog = (): FontCatalog => (catalog ??= loadCatalog());

/** The stylesheet of the given families (all when none are given); null when one is unknown. */
export function fontStylesheet(slugs?: readonly string[]): string | null {
  const { families } = fontCatalog();
  if (!slugs) return families.map((family) => family.css).join('\n');
  const chosen = slugs.map((slug) => families.find((family) => family.slug === slug));
  return chosen.every(Boolean) ? chosen.map((family) => family!.css).join('\n') : null;
}

/**
 * The families a rendered page uses: the default font (folio.css) plus every folio font named in a
 * font-family declaration of its markup (inline styles from the rich-text editor).
 */
export function fontsUsed(html: string): string[] {
  const { families } = fontCatalog();
  // Most pages name no font: their answer is the default alone, without scanning the markup twice.
  if (!/font-family/i.test(html)) return defaultOnly(families);
  const byName = familiesByName(families);
  const used = new Set([DEFAULT_FAMILY]);
  // React and DOMPurify write quotes inside attributes as entities.
  const text = html.replace(/&(?:#x27|#39|quot|#34);/g, "'");
  for (const [, value] of text.matchAll(/font-family\s*:\s*([^;"<>]*)/gi)) {
    for (const item of value!.split(',')) {
      const slug = byName.get(item.trim().replace(/^'|'$/g, '').toLowerCase());
      if (slug) used.add(slug);
    }
  }
  return families.filter((family) => used.has(family.slug)).map((family) => family.slug);
}

/** The catalog's families by lower-case name, made once per catalog. */
const namesOf = new WeakMap<FontFamily[], Map<string, string>>();
function familiesByName(families: FontFamily[]): Map<string, string> {
  let byName = namesOf.get(families);
  if (!byName) namesOf.set(families, (byName = new Map(families.map((family) => [family.name.toLowerCase(), family.slug]))));
  return byName;
}

/** fontsUsed of a page naming no font (a fresh array each time: callers own what they get). */
const defaultOnly = (families: FontFamily[]): string[] => families.filter((family) => family.slug === DEFAULT_FAMILY).map((family) => family.slug);

/** The URL of the fonts stylesheet holding these families. */
export const fontsHref = (slugs: readonly string[]): string =>
  `/_folio/fonts.css?v=${fontCatalog().hash}&families=${slugs.join(',')}`;
