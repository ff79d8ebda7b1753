/**
 * The built-in templates as shipped (packages/server/templates/<slug>/template.json, written by
 * templates/build/build.ts): read once, checked, kept in memory with their pictures' bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILTIN_TEMPLATE_KINDS, isIntent, type BuiltinTemplateKind, type FolioDocument, type Intent, type VisualizationRoot } from '@folio/model';

/** What stands for a template's image or chart in its documents until "Use" makes the caller's own. */
export const IMAGE_REF = 'template-image:';
export const CHART_REF = 'template-chart:';

export interface BuiltinTemplateFile {
  slug: string;
  title: string;
  description: string;
  intents: Intent[];
  kind: BuiltinTemplateKind;
  /** the gallery card's picture, a file beside template.json */
  preview: string;
  images: Array<{ key: string; file: string; title: string; width: number; height: number; bytes: number }>;
  /** charts of the form's answers: `folio` is the key of the folio whose widgets they count */
  charts: Array<{ key: string; folio: string; root: VisualizationRoot }>;
  /** in page order; a website's pages name them by key */
  folios: Array<{ key: string; name: string; document: FolioDocument }>;
  website: { name: string; description: string; pages: Array<{ folio: string; slug: string }>; defaultPage: string } | null;
}

export interface BuiltinTemplate extends BuiltinTemplateFile {
  /** the pictures' bytes by key */
  pictures: Map<string, Buffer>;
  previewBytes: Buffer;
}

/** Where the templates are shipped. */
export const TEMPLATES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../templates');

function check(file: BuiltinTemplateFile, dir: string): void {
  const fail = (what: string) => {
    throw new Error(`Built-in template ${dir}: ${what}`);
  };
  if (file.slug !== path.basename(dir)) fail('its slug is not its folder name');
  if (!file.intents.every(isIntent)) fail('an intent is not one of INTENTS');
  if (!(BUILTIN_TEMPLATE_KINDS as readonly string[]).includes(file.kind)) fail('unknown kind');
  if (file.folios.length === 0) fail('no folio');
  if (file.kind === 'website' && !file.website) fail('a website template without its website');
}

let cache: BuiltinTemplate[] | null = null;

/** Every built-in template, in the shipped order (the folders named in order.json), read once. */
export function builtinTemplates(dir = TEMPLATES_DIR): BuiltinTemplate[] {
  if (cache && dir === TEMPLATES_DIR) return cache;
  const order = JSON.parse(fs.readFileSync(path.join(dir, 'order.json'), 'utf8')) as string[];
  const list = order.map((slug) => {
    const folder = path.join(dir, slug);
    const file = JSON.parse(fs.readFileSync(path.join(folder, 'template.json'), 'utf8')) as BuiltinTemplateFile;
    check(file, folder);
    const pictures = new Map(file.images.map((i) => [i.key, fs.readFileSync(path.join(folder, i.file))]));
    return { ...file, pictures, previewBytes: fs.readFileSync(path.join(folder, file.preview)) };
  });
  if (dir === TEMPLATES_DIR) cache = list;
  return list;
}

export const findBuiltinTemplate = (slug: string): BuiltinTemplate | null => builtinTemplates().find((t) => t.slug === slug) ?? null;
