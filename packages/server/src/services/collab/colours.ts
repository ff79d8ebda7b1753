/**
 * Each editor's colour in a shared folio (their selection outline and avatar ring): one of a few hues dark enough
 * for white text and for a 3:1 outline on white (WCAG 1.4.11), picked by their account id so it stays the same.
 */
const COLOURS = ['#1c6dd0', '#b42318', '#067647', '#7a2e98', '#b54708', '#0e7490', '#c11574', '#4f5b14'];

export function colourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}
