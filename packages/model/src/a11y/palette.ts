/**
 * The colours the published page draws (packages/render/src/folio.css) that the rules measure against. Keep in
 * step with the render: `--fo-text` on `.fo-page`, `.fo-text a` in `--fo-blue`, the white page and panels.
 */
export const PAGE_TEXT = '#212121';
export const PAGE_BACKGROUND = '#ffffff';
export const TEXT_LINK = '#1976d2';
/** `.fo-swivel__front` and `.fo-slider__panel` are white unless the interaction sets a background colour */
export const PANEL_BACKGROUND = '#ffffff';
