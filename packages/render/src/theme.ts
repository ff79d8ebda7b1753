/** Theme colours (spec §3 Other: purple 500, blue 700, pink, yellow 700; Material palette values). */
export const THEME_COLOURS = {
  purple: '#9c27b0',
  blue: '#1976d2',
  pink: '#e91e63',
  yellow: '#fbc02d',
} as const;
export type ThemeColour = keyof typeof THEME_COLOURS;

/** Breakpoints of spec §Other, in CSS pixels. folio.css uses the same numbers in container queries. */
export const BREAKPOINTS = {
  mobile: 568,
  tabletMax: 991,
  laptop: 1366,
  desktop: 1605,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
