/** button-name / link-name: every button and link has a name a screen reader can say (WCAG 2.4.4, 4.1.2). */
import type { A11yProblem } from './types.ts';
import { readHtml } from './html.ts';
import { blank, problemAt } from './problem.ts';
import type { PlacedNode } from './walk.ts';

export function nameProblems(placed: PlacedNode): A11yProblem[] {
  const { node } = placed;
  switch (node.kind) {
    case 'button-widget':
      return blank(node.meta.appearance?.text)
        ? [
            problemAt(placed, 'button-name', 'This button has no text. Write what it does (it is read aloud even when only the icon shows).', {
              field: 'meta.appearance.text',
            }),
          ]
        : [];
    case 'accordion-widget':
      return (node.meta.panels ?? []).flatMap((panel, i) =>
        blank(panel?.title)
          ? [problemAt(placed, 'button-name', `Panel ${i + 1} has no title. Write one: it is the button that opens the panel.`, { field: `meta.panels.${i}.title` })]
          : [],
      );
    case 'text-resource': {
      const empty = readHtml(node.html ?? '').elements.filter(
        (el) => el.tag === 'a' && blank(el.text) && blank(el.attrs['aria-label']) && blank(el.attrs.title),
      );
      return empty.length
        ? [
            problemAt(
              placed,
              'link-name',
              empty.length === 1 ? 'A link in this text has no words. Give it text, or remove it.' : `${empty.length} links in this text have no words. Give them text, or remove them.`,
              { field: 'html' },
            ),
          ]
        : [];
    }
    default:
      return [];
  }
}
