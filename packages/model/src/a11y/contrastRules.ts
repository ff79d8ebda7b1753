/**
 * contrast: text against the background it is drawn on, computed from the resolved design (WCAG 1.4.3). The
 * colours are the ones the render draws: the page's text colour, the interactions' and panels' backgrounds,
 * inline colours in rich text. A colour this cannot read (a variable, a gradient) is not judged.
 */
import type { A11yProblem } from './types.ts';
import { AA_LARGE, AA_NORMAL, contrastRatio, roundRatio } from './contrast.ts';
import { backgroundWithin, paintOver } from './backgrounds.ts';
import { htmlTextColours } from './htmlColours.ts';
import { PAGE_TEXT, PANEL_BACKGROUND } from './palette.ts';
import { readableTextOn } from './readable.ts';
import { problemAt } from './problem.ts';
import type { PlacedNode } from './walk.ts';

/** The words the render draws on an author's background colour (white or dark, whichever reads more). */
const textOn = (colour: string | undefined | null) => readableTextOn(colour) ?? PAGE_TEXT;

const formatRatio = (ratio: number) => `${roundRatio(ratio)}:1`;

const TEXT_FIX = 'Make the text darker or the background lighter (or the other way round).';
/** Words the page colours itself (white or dark, whichever reads more): only the background can change. */
const BACKGROUND_FIX = 'Choose a darker or a lighter background: its words are drawn white or dark, whichever reads better, and neither reads well on this one.';

function measure(placed: PlacedNode, foreground: string, background: string, field: string, where: string, large = false, fix = TEXT_FIX): A11yProblem[] {
  const ratio = contrastRatio(foreground, background);
  const needed = large ? AA_LARGE : AA_NORMAL;
  if (ratio === null || ratio >= needed) return [];
  return [
    problemAt(
      placed,
      'contrast',
      `${where} is hard to read: its contrast with the background is ${formatRatio(ratio)}, and it needs at least ${needed}:1. ${fix}`,
      { field, ratio: roundRatio(ratio) },
    ),
  ];
}

function richText(placed: PlacedNode, html: string, background: string, field: string, where: string): A11yProblem[] {
  return htmlTextColours(html, textOn(background), background).flatMap((pair) =>
    measure(placed, pair.foreground, pair.background, field, where, pair.large),
  );
}

export function contrastProblems(placed: PlacedNode): A11yProblem[] {
  const { node } = placed;
  const outer = backgroundWithin(placed.wrappers);
  switch (node.kind) {
    case 'text-resource':
      return richText(placed, node.html ?? '', outer, 'html', 'Some text here');
    case 'accordion-widget':
      return (node.meta.panels ?? []).flatMap((panel, i) => {
        if (!panel) return [];
        const content = paintOver(outer, panel.contentBgColor);
        return [
          ...measure(placed, textOn(panel.titleBgColor), paintOver(outer, panel.titleBgColor), `meta.panels.${i}.titleBgColor`, `The title of panel ${i + 1}`, false, BACKGROUND_FIX),
          ...(panel.contentBgColor
            ? measure(placed, textOn(panel.contentBgColor), content, `meta.panels.${i}.contentBgColor`, `The text of panel ${i + 1}`, false, BACKGROUND_FIX)
            : []),
          ...richText(placed, panel.content ?? '', content, `meta.panels.${i}.content`, `Some text in panel ${i + 1}`),
        ];
      });
    case 'accordion-interaction': {
      const appearance = node.settings.appearance ?? {};
      const titleField = appearance.titleColor ? 'settings.appearance.titleColor' : 'settings.appearance.titleBgColor';
      return [
        ...measure(placed, appearance.titleColor || textOn(appearance.titleBgColor), paintOver(outer, appearance.titleBgColor), titleField, 'The title of this accordion', false, appearance.titleColor ? TEXT_FIX : BACKGROUND_FIX),
        ...(appearance.contentBgColor
          ? measure(placed, textOn(appearance.contentBgColor), paintOver(outer, appearance.contentBgColor), 'settings.appearance.contentBgColor', 'The text inside this accordion', false, BACKGROUND_FIX)
          : []),
      ];
    }
    case 'slider-interaction':
      return node.settings.backgroundColour
        ? measure(placed, textOn(node.settings.backgroundColour), paintOver(PANEL_BACKGROUND, node.settings.backgroundColour), 'settings.backgroundColour', 'The text in this slider', false, BACKGROUND_FIX)
        : [];
    case 'swivel-interaction':
      return node.settings.backgroundColour
        ? measure(placed, textOn(node.settings.backgroundColour), paintOver(outer, node.settings.backgroundColour), 'settings.backgroundColour', 'The front of this swivel', false, BACKGROUND_FIX)
        : [];
    default:
      return [];
  }
}
