// Spec §9's layout constants, as the theme holds them and as published pages' stylesheet and icons apply them.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DISABLED_OPACITY, ICON_SIZES, TYPE_SCALE, scaleRem } from './theme.ts';
import { Icon } from './widgets/Icon.tsx';

const css = readFileSync(new URL('./folio.css', import.meta.url), 'utf8');

describe('spec §9 constants', () => {
  it('breakpoints: mobile 568, tablet up to 991, laptop 1366, desktop 1605, banner 1329', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 568, tabletMax: 991, laptop: 1366, desktop: 1605, banner: 1329 });
  });
  it('type: 16px base, modular scale base 1 ratio 1.5, line height 1.25 (as folio.css sets it)', () => {
    expect(TYPE_SCALE).toEqual({ baseFontPx: 16, base: 1, ratio: 1.5, lineHeight: 1.25 });
    expect([scaleRem(0), scaleRem(1), scaleRem(2), scaleRem(-1)]).toEqual([1, 1.5, 2.25, 1 / 1.5]);
    expect(css).toMatch(/line-height: 1\.25;/);
    expect(css).toMatch(/font-size: 16px;/);
  });
  it('icon sizes mini 0.4 … massive 8, applied in em', () => {
    expect(ICON_SIZES).toEqual({ mini: 0.4, tiny: 0.5, small: 0.75, medium: 1, large: 1.5, big: 2, huge: 2.7, massive: 8 });
    expect(renderToStaticMarkup(<Icon name="send" size="huge" />)).toContain('width="2.7em"');
    expect(renderToStaticMarkup(<Icon name="send" />)).toContain('width="20"');
  });
  it('disabled controls of published pages at opacity 0.45', () => {
    expect(DISABLED_OPACITY).toBe(0.45);
    const rule = /:is\(button, input, select, textarea\):disabled \{\s*opacity: ([\d.]+);/.exec(css);
    expect(Number(rule?.[1])).toBe(DISABLED_OPACITY);
  });
});
