/** The folio fonts of spec §3 Other, in the spec's order; each is self-hosted through @fontsource (fonts.css). */
export const FOLIO_FONTS = [
  'Alex Brush',
  'Allura',
  'Crimson Text',
  'DM Serif Text',
  'Gaegu',
  'Great Vibes',
  'Homemade Apple',
  'Inconsolata',
  'News Cycle',
  'Noto Serif JP',
  'Noto Serif KR',
  'Open Sans',
  'Playfair Display',
  'Montserrat',
  'Quicksand',
  'Raleway',
  'Reenie Beanie',
  'Roboto',
  'Roboto Condensed',
  'Roboto Slab',
  'Sacramento',
  'Satisfy',
] as const;
export type FolioFont = (typeof FOLIO_FONTS)[number];

export const DEFAULT_FONT: FolioFont = 'Roboto';

const GENERIC: Record<FolioFont, 'serif' | 'sans-serif' | 'cursive' | 'monospace'> = {
  'Alex Brush': 'cursive',
  Allura: 'cursive',
  'Crimson Text': 'serif',
  'DM Serif Text': 'serif',
  Gaegu: 'cursive',
  'Great Vibes': 'cursive',
  'Homemade Apple': 'cursive',
  Inconsolata: 'monospace',
  'News Cycle': 'sans-serif',
  'Noto Serif JP': 'serif',
  'Noto Serif KR': 'serif',
  'Open Sans': 'sans-serif',
  'Playfair Display': 'serif',
  Montserrat: 'sans-serif',
  Quicksand: 'sans-serif',
  Raleway: 'sans-serif',
  'Reenie Beanie': 'cursive',
  Roboto: 'sans-serif',
  'Roboto Condensed': 'sans-serif',
  'Roboto Slab': 'serif',
  Sacramento: 'cursive',
  Satisfy: 'cursive',
};

export const isFolioFont = (name: string): name is FolioFont => (FOLIO_FONTS as readonly string[]).includes(name);

/** A CSS font-family value for a folio font, e.g. `'Roboto Slab', serif`; unknown names get the default font. */
export function fontFamilyCss(name: string | null | undefined): string {
  const font = name && isFolioFont(name) ? name : DEFAULT_FONT;
  return `'${font}', ${GENERIC[font]}`;
}
