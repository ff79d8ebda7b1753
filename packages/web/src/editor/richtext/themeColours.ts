/**
 * The theme's colours (spec §3 Theme: purple 500, blue 700, pink, yellow 700 — Material palette values) plus the
 * neutrals an author needs for text and backgrounds. Used by the rich text colour picker and the panel's colour
 * inputs as swatches.
 */
export const THEME_COLOURS = [
  { name: 'Purple', value: '#9c27b0' },
  { name: 'Blue', value: '#1976d2' },
  { name: 'Pink', value: '#e91e63' },
  { name: 'Yellow', value: '#fbc02d' },
  { name: 'Black', value: '#000000' },
  { name: 'Dark grey', value: '#424242' },
  { name: 'Grey', value: '#9e9e9e' },
  { name: 'White', value: '#ffffff' },
] as const;

export const THEME_SWATCHES: string[] = THEME_COLOURS.map((c) => c.value);
