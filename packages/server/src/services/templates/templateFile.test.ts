import { INTENTS } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { buildFolio } from '../../../templates/build/builder.ts';
import { TEMPLATES } from '../../../templates/build/templates.ts';
import { CHART_REF, IMAGE_REF, builtinTemplates } from './templateFile.ts';

describe('the shipped built-in templates', () => {
  const shipped = builtinTemplates();

  it('are the ten or more of templates/build/templates.ts, in its order, as build.ts last wrote them', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(10);
    expect(shipped.map((t) => t.slug)).toEqual(TEMPLATES.map((t) => t.slug));
    for (const spec of TEMPLATES) {
      const file = shipped.find((t) => t.slug === spec.slug)!;
      expect({ title: file.title, description: file.description, intents: file.intents, kind: file.kind }).toEqual({ title: spec.title, description: spec.description, intents: spec.intents, kind: spec.kind });
      // A change to the texts not followed by `node packages/server/templates/build/build.ts` shows here.
      for (const folioSpec of spec.folios) {
        const built = buildFolio(spec.slug, folioSpec, spec.charts ?? []).folio;
        expect(file.folios.find((f) => f.key === folioSpec.key), `${spec.slug}/${folioSpec.key}: run templates/build/build.ts`).toEqual(JSON.parse(JSON.stringify(built)));
      }
    }
  });

  it('name only pictures and charts they ship, every picture under 80 KB, intents of INTENTS', () => {
    for (const t of shipped) {
      for (const intent of t.intents) expect(INTENTS).toContain(intent);
      for (const [key, bytes] of t.pictures) expect(bytes.length, `${t.slug}/${key}`).toBeLessThan(80 * 1024);
      const text = JSON.stringify(t.folios);
      for (const m of text.matchAll(new RegExp(`${IMAGE_REF}([a-z0-9-]+)`, 'g'))) expect(t.pictures.has(m[1]!), `${t.slug}: ${m[0]}`).toBe(true);
      for (const m of text.matchAll(new RegExp(`${CHART_REF}([a-z0-9-]+)`, 'g'))) expect(t.charts.some((c) => c.key === m[1]), `${t.slug}: ${m[0]}`).toBe(true);
      if (t.website) for (const p of t.website.pages) expect(t.folios.some((f) => f.key === p.folio)).toBe(true);
    }
  });
});
