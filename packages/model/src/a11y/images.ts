/** image-alt: every image a published page draws has alt text, or is marked decorative (WCAG 1.1.1). */
import type { A11yProblem } from './types.ts';
import { blank, problemAt } from './problem.ts';
import type { PlacedNode } from './walk.ts';

export const ALT_MESSAGE = 'This image has no alt text. Describe it, or mark it decorative.';

export function imageProblems(placed: PlacedNode): A11yProblem[] {
  const { node } = placed;
  const missing = (field: string, message = ALT_MESSAGE) => problemAt(placed, 'image-alt', message, { field });
  switch (node.kind) {
    case 'asset-resource':
      return node.url && blank(node.alt) && !node.decorative ? [missing('alt')] : [];
    case 'gallery-widget':
      return (node.meta.items ?? []).flatMap((item, i) =>
        blank(item.alt) && blank(item.caption) && !item.decorative
          ? [missing(`meta.items.${i}.alt`, `Gallery image ${i + 1} has no alt text or caption. Describe it, or mark it decorative.`)]
          : [],
      );
    case 'logo-widget':
      return blank(node.meta.alt) && blank(node.meta.caption)
        ? [missing('meta.alt', 'This logo has no alt text. Write what it says, for example the name of the organisation.')]
        : [];
    case 'multiple-choice-widget':
      return (node.meta.options ?? []).flatMap((option, i) =>
        option.option.type === 'asset' && blank(option.option.alt)
          ? [missing(`meta.options.${i}.option.alt`, `Image option ${i + 1} has no alt text. Describe the image so everyone can choose it.`)]
          : [],
      );
    default:
      return [];
  }
}
