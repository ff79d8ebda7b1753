/** The background a node's content sits on, from the interactions drawn around it (as the render paints them). */
import type { FolioNode } from '../folio/types.ts';
import { composite, parseColour, type Rgba } from './colour.ts';
import { PAGE_BACKGROUND, PANEL_BACKGROUND } from './palette.ts';

export const toCss = ({ r, g, b, a }: Rgba) => `rgba(${r}, ${g}, ${b}, ${a})`;

/** `colour` (a CSS colour, maybe empty or unreadable) painted over `under`; unreadable or empty leaves `under`. */
export function paintOver(under: string, colour: string | undefined | null): string {
  const top = colour ? parseColour(colour) : null;
  const bottom = parseColour(under);
  return top && bottom ? toCss(composite(top, bottom)) : under;
}

/** The background inside one interaction, over `outer`: accordion content, slider panel; others are see-through. */
export function insideInteraction(interaction: FolioNode, outer: string): string {
  switch (interaction.kind) {
    case 'accordion-interaction':
      return paintOver(outer, interaction.settings.appearance?.contentBgColor);
    case 'slider-interaction':
      // the panel is fixed over the page: white unless coloured
      return paintOver(PANEL_BACKGROUND, interaction.settings.backgroundColour);
    default:
      return outer;
  }
}

/** The background a node with these wrappers sits on. */
export const backgroundWithin = (wrappers: FolioNode[]): string =>
  wrappers.reduce((outer, interaction) => insideInteraction(interaction, outer), PAGE_BACKGROUND);
