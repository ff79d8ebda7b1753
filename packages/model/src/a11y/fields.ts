/** field-label: every field a visitor fills in has a label (WCAG 1.3.1, 4.1.2); a hidden label is read, so it counts. */
import { isInputWidgetKind } from '../folio/types.ts';
import type { A11yProblem } from './types.ts';
import { blank, problemAt } from './problem.ts';
import type { PlacedNode } from './walk.ts';

export function fieldProblems(placed: PlacedNode): A11yProblem[] {
  const { node } = placed;
  // A search box without a label is named "Search" by the page (render Field.tsx labelText), which says what it is.
  if (!isInputWidgetKind(node.kind)) return [];
  if (!('label' in node)) return [];
  const problems: A11yProblem[] = [];
  if (blank(node.label?.text)) {
    problems.push(
      problemAt(placed, 'field-label', 'This field has no label. Write one (you can hide it if the page shows what to enter).', {
        field: 'label.text',
      }),
    );
  }
  if (node.kind === 'multiple-choice-widget') {
    (node.meta.options ?? []).forEach((option, i) => {
      if (option?.option?.type === 'text' && blank(option.option.text)) {
        problems.push(
          problemAt(placed, 'field-label', `Choice ${i + 1} has no text. Write what it means, or remove it.`, {
            field: `meta.options.${i}.option.text`,
          }),
        );
      }
    });
  }
  return problems;
}
