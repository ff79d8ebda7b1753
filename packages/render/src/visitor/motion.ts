/** 'smooth' unless the visitor asked for reduced motion. */
export function scrollBehavior(win: Window): ScrollBehavior {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
}
