import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_NORMAL, contrastRatio } from './index.ts';

const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

describe('contrastRatio', () => {
  it('measures the WCAG ratio of known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(round(contrastRatio('#868e96', '#ffffff'))).toBe(3.32);
    expect(round(contrastRatio('#212121', 'white'))).toBe(16.1);
    expect(round(contrastRatio('#1976d2', '#fff'))).toBe(4.6);
    expect(contrastRatio('#777', '#fff')).toBeLessThan(AA_NORMAL);
    expect(contrastRatio('#777', '#fff')).toBeGreaterThan(AA_LARGE);
  });

  it('reads every CSS colour form the editor and pasted HTML use', () => {
    const grey = round(contrastRatio('#808080', '#fff'));
    expect(round(contrastRatio('#808080ff', '#fff'))).toBe(grey);
    expect(round(contrastRatio('rgb(128, 128, 128)', '#fff'))).toBe(grey);
    expect(round(contrastRatio('rgb(128 128 128)', '#fff'))).toBe(grey);
    expect(round(contrastRatio('rgba(128,128,128,1)', '#fff'))).toBe(grey);
    expect(round(contrastRatio('hsl(0, 0%, 50.2%)', '#fff'))).toBe(grey);
    expect(round(contrastRatio('hsl(120deg 0% 50.2%)', '#fff'))).toBe(grey);
    expect(round(contrastRatio('gray', 'WHITE'))).toBe(grey);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#ffff', '#000')).toBe(21);
  });

  it('composites a translucent text over its background, and a translucent background over the white page', () => {
    // 50% black on white is #808080 (within rounding)
    expect(round(contrastRatio('rgba(0,0,0,0.5)', '#fff'))).toBeCloseTo(round(contrastRatio('#7f7f7f', '#fff'))!, 1);
    expect(round(contrastRatio('#00000080', '#ffffff'))).toBeCloseTo(round(contrastRatio('#7f7f7f', '#fff'))!, 1);
    // a fully transparent text is invisible
    expect(contrastRatio('rgba(0,0,0,0)', '#fff')).toBe(1);
    // a half-transparent black background over the white page is mid-grey
    expect(round(contrastRatio('#fff', 'rgb(0 0 0 / 50%)'))).toBeCloseTo(round(contrastRatio('#fff', '#7f7f7f'))!, 1);
    expect(contrastRatio('#000', 'transparent')).toBe(21);
  });

  it('returns null for what it cannot read', () => {
    expect(contrastRatio('var(--fo-text)', '#fff')).toBeNull();
    expect(contrastRatio('#12', '#fff')).toBeNull();
    expect(contrastRatio('#fff', 'linear-gradient(red, blue)')).toBeNull();
    expect(contrastRatio('rgb(1,2)', '#fff')).toBeNull();
    expect(contrastRatio('notacolour', '#fff')).toBeNull();
    expect(contrastRatio('', '#fff')).toBeNull();
  });
});
