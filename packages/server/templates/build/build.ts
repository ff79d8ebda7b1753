/**
 * Writes the built-in templates (issue 32) from templates.ts: packages/server/templates/<slug>/template.json (the
 * folio documents in the model's shape, images and charts named by key) and <slug>/<key>.webp, plus
 * <slug>/preview.webp for the gallery. Run after changing a template:
 *
 *   node packages/server/templates/build/build.ts
 *
 * The output is committed; the server only reads it (services/templates/builtin.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { nodeProblem } from '@folio/model';
import sharp from 'sharp';
import { buildFolio } from './builder.ts';
import { TEMPLATES } from './templates.ts';
import type { BuiltinTemplateFile } from '../../src/services/templates/templateFile.ts';

const outDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Every picture stays well under this (the brief's 80 KB), so a template costs little of an account's storage. */
const MAX_BYTES = 80 * 1024;

for (const spec of TEMPLATES) {
  const dir = path.join(outDir, spec.slug);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const images: BuiltinTemplateFile['images'] = [];
  for (const picture of spec.pictures) {
    const file = `${picture.key}.webp`;
    const bytes = await sharp(Buffer.from(picture.svg)).webp({ quality: 82 }).toBuffer();
    if (bytes.length > MAX_BYTES) throw new Error(`${spec.slug}/${file} is ${bytes.length} bytes`);
    fs.writeFileSync(path.join(dir, file), bytes);
    images.push({ key: picture.key, file, title: picture.title, width: picture.width, height: picture.height, bytes: bytes.length });
  }
  const shown = spec.pictures.find((p) => p.key === spec.preview)!;
  // A square picture (a portrait) keeps its top in the wide card: the face, not the shirt.
  const position = shown.width === shown.height ? 'north' : 'centre';
  const preview = await sharp(Buffer.from(shown.svg)).resize(640, 360, { fit: 'cover', position }).webp({ quality: 80 }).toBuffer();
  fs.writeFileSync(path.join(dir, 'preview.webp'), preview);

  const folios: BuiltinTemplateFile['folios'] = [];
  const charts: BuiltinTemplateFile['charts'] = [];
  for (const folioSpec of spec.folios) {
    const built = buildFolio(spec.slug, folioSpec, spec.charts ?? []);
    for (const [id, node] of Object.entries(built.folio.document.nodes)) {
      const problem = nodeProblem(id, node);
      if (problem) throw new Error(`${spec.slug}/${folioSpec.key}: ${problem}`);
    }
    folios.push(built.folio);
    for (const c of spec.charts ?? []) {
      const widgetId = built.chartWidgets.get(c.key);
      if (widgetId && !charts.some((x) => x.key === c.key)) charts.push({ key: c.key, folio: folioSpec.key, root: { ...c.root, widgetId } });
    }
  }
  const file: BuiltinTemplateFile = {
    slug: spec.slug,
    title: spec.title,
    description: spec.description,
    intents: spec.intents,
    kind: spec.kind,
    preview: 'preview.webp',
    images,
    charts,
    folios,
    website: spec.website ?? null,
  };
  fs.writeFileSync(path.join(dir, 'template.json'), `${JSON.stringify(file, null, 1)}\n`);
  console.log(`${spec.slug}: ${folios.length} folio(s), ${images.length} picture(s) (${images.map((i) => `${Math.round(i.bytes / 1024)} KB`).join(', ')}), preview ${Math.round(preview.length / 1024)} KB`);
}
fs.writeFileSync(path.join(outDir, 'order.json'), `${JSON.stringify(TEMPLATES.map((t) => t.slug), null, 1)}\n`);
