/** WCAG 2.2 contrast (1.4.3): the ratio of two colours' relative luminances, and the AA thresholds. */
import { composite, parseColour, type Rgba } from './colour.ts';

/** AA for normal text */
export const AA_NORMAL = 4.5;
/** AA for large text (24px, or 18.66px bold) */
export const AA_LARGE = 3;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The contrast ratio (1 to 21) of text in `foreground` on `background`, or null when either is not a colour this
 * reads. A translucent background sits on white (the page); a translucent foreground is composited over the background.
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColour(foreground);
  const bgRaw = parseColour(background);
  if (!fg || !bgRaw) return null;
  const bg = composite(bgRaw, WHITE);
  const text = composite(fg, bg);
  const [light, dark] = [luminance(text), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as problems carry it: rounded to 2 decimals. */
export const roundRatio = (ratio: number) => Math.round(ratio * 100) / 100;
