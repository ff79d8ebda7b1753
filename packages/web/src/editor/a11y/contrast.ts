/**
 * What a colour picker says about contrast (issue 27): the ratio of the text drawn on the chosen colour, from
 * the model's `contrastRatio`, against WCAG AA's 4.5:1 for body text.
 */
import { formatNumber } from '../../i18n/format.ts';
import { translate } from '../../i18n/i18n.ts';
import { AA_NORMAL as AA_TEXT, PAGE_TEXT, contrastRatio, readableTextOn } from './model.ts';

/**
 * Said for a background colour the published page draws its words on in white or dark, whichever reads more (the
 * render's and the rules' `readableTextOn`): the note measures those words.
 */
export const WORDS_ON_BACKGROUND = 'readable';

export interface ContrastInfo {
  ratio: number;
  low: boolean;
  message: string;
}

/** Rounded down, so a ratio just under 4.5 never reads as 4.5. */
const shown = (ratio: number) => formatNumber(Math.floor(ratio * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function contrastInfo(text: string, background: string): ContrastInfo | null {
  if (!text.trim() || !background.trim()) return null;
  const words = text === WORDS_ON_BACKGROUND ? (readableTextOn(background) ?? PAGE_TEXT) : text;
  const ratio = contrastRatio(words, background);
  if (ratio === null) return null;
  const low = ratio < AA_TEXT;
  return {
    ratio,
    low,
    message: translate(low ? 'editor:a11y.contrastLow' : 'editor:a11y.contrastOk', { ratio: shown(ratio), aa: formatNumber(AA_TEXT) }),
  };
}
