/**
 * The words drawn on an author's background colour (swivel, slider, accordion): the page's dark text, or white when
 * white contrasts more. The render paints with this and the contrast rule measures it, so the editor, the publish
 * check and the published page agree on what a visitor reads.
 */
import { contrastRatio } from './contrast.ts';
import { PAGE_TEXT } from './palette.ts';

export const LIGHT_TEXT = '#ffffff';

/** The text colour for `background`; undefined when there is no background or it is not a colour this reads. */
export function readableTextOn(background: string | undefined | null): string | undefined {
  if (!background?.trim()) return undefined;
  const dark = contrastRatio(PAGE_TEXT, background);
  const light = contrastRatio(LIGHT_TEXT, background);
  if (dark === null || light === null) return undefined;
  return light > dark ? LIGHT_TEXT : PAGE_TEXT;
}
