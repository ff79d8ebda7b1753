import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_FONT, FOLIO_FONTS, fontFamilyCss } from './fonts.ts';
import { BREAKPOINTS, THEME_COLOURS } from './theme.ts';

const slug = (font: string) => font.toLowerCase().replace(/ /g, '-');

describe('fonts', () => {
  it('lists the 22 fonts of the spec in its order, Roboto by default', () => {
    expect(FOLIO_FONTS).toHaveLength(22);
    expect(FOLIO_FONTS[0]).toBe('Alex Brush');
    expect(FOLIO_FONTS[12]).toBe('Playfair Display');
    expect(FOLIO_FONTS[13]).toBe('Montserrat');
    expect(FOLIO_FONTS.at(-1)).toBe('Satisfy');
    expect(DEFAULT_FONT).toBe('Roboto');
  });

  it('gives each font a generic fallback and unknown names the default font', () => {
    expect(fontFamilyCss('Roboto Slab')).toBe("'Roboto Slab', serif");
    expect(fontFamilyCss('Inconsolata')).toBe("'Inconsolata', monospace");
    expect(fontFamilyCss('Great Vibes')).toBe("'Great Vibes', cursive");
    expect(fontFamilyCss('Open Sans')).toBe("'Open Sans', sans-serif");
    expect(fontFamilyCss("x'; background:url(evil)")).toBe("'Roboto', sans-serif");
    expect(fontFamilyCss(undefined)).toBe("'Roboto', sans-serif");
  });

  it('imports every font in fonts.css from a package that is installed and declares that family', () => {
    const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
    const require = createRequire(import.meta.url);
    for (const font of FOLIO_FONTS) {
      const path = `@fontsource/${slug(font)}/400.css`;
      expect(css).toContain(`@import '${path}';`);
      expect(readFileSync(require.resolve(path), 'utf8')).toContain(`font-family: '${font}'`);
    }
    expect(css).toContain("@import '@fontsource/roboto/700.css';");
  });
});

describe('theme', () => {
  it('has the spec colours and breakpoints, which folio.css uses too', () => {
    expect(THEME_COLOURS).toEqual({ purple: '#9c27b0', blue: '#1976d2', pink: '#e91e63', yellow: '#fbc02d' });
    expect(BREAKPOINTS).toEqual({ mobile: 568, tabletMax: 991, laptop: 1366, desktop: 1605, banner: 1329 });
    const css = readFileSync(new URL('./folio.css', import.meta.url), 'utf8');
    expect(css).toContain(`@container fo-page (min-width: ${BREAKPOINTS.mobile}px)`);
    for (const colour of Object.values(THEME_COLOURS)) expect(css).toContain(colour);
    // Every class the stylesheet defines carries the fo- prefix.
    const classes = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/\.[a-zA-Z][\w-]*/g) ?? [];
    expect(classes.filter((name) => !name.startsWith('.fo-') && !/^\.\d/.test(name))).toEqual([]);
  });
});
