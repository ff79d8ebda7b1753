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
  /** a full-width banner's own limit */
  banner: 1329,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Type (spec §9): base font 16px, a modular scale of base 1 and ratio 1.5, line height 1.25 (folio.css). */
export const TYPE_SCALE = { baseFontPx: 16, base: 1, ratio: 1.5, lineHeight: 1.25 } as const;
/** The scale's step `n` in rem: 1, 1.5, 2.25, … (negative steps go smaller). */
export const scaleRem = (step: number): number => TYPE_SCALE.base * TYPE_SCALE.ratio ** step;

/** Icon sizes of spec §9, in em of the surrounding text. */
export const ICON_SIZES = { mini: 0.4, tiny: 0.5, small: 0.75, medium: 1, large: 1.5, big: 2, huge: 2.7, massive: 8 } as const;
export type IconSize = keyof typeof ICON_SIZES;

/** A disabled control's opacity (spec §9); folio.css uses the same number. */
export const DISABLED_OPACITY = 0.45;
