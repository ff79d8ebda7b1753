/**
 * What a colour picker says about contrast (issue 27): the ratio of the text drawn on the chosen colour, from
 * the model's `contrastRatio`, against WCAG AA's 4.5:1 for body text.
 */
import { AA_NORMAL as AA_TEXT, contrastRatio } from './model.ts';

/**
 * The published pages' text colour (packages/render/src/folio.css `--fo-text`), drawn on the backgrounds authors pick;
 * the same as the model's rules measure with (packages/model/src/a11y/palette.ts, not exported by the model yet).
 */
export const PAGE_TEXT = '#212121';

export interface ContrastInfo {
  ratio: number;
  low: boolean;
  message: string;
}

/** Rounded down, so a ratio just under 4.5 never reads as 4.5. */
const shown = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

export function contrastInfo(text: string, background: string): ContrastInfo | null {
  if (!text.trim() || !background.trim()) return null;
  const ratio = contrastRatio(text, background);
  if (ratio === null) return null;
  const low = ratio < AA_TEXT;
  return {
    ratio,
    low,
    message: low ? `Contrast ${shown(ratio)}:1 — below AA (${AA_TEXT}:1)` : `Contrast ${shown(ratio)}:1 — meets AA (${AA_TEXT}:1)`,
  };
}
