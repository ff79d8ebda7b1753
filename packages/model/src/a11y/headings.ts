/**
 * heading-order (warning): the headings of a page's texts, in page order, form an outline (WCAG 1.3.1, 2.4.6).
 * A published page draws no heading of its own (its title is only the browser tab's), so its first heading is
 * its main one and should be level 1.
 */
import type { A11yProblem } from './types.ts';
import { readHtml } from './html.ts';
import { problemAt } from './problem.ts';
import type { PlacedNode } from './walk.ts';

export const PAGE_TOP_HEADING = 1;

export function headingProblems(placed: PlacedNode[]): A11yProblem[] {
  const problems: A11yProblem[] = [];
  const last = new Map<string, number>();
  for (const at of placed) {
    if (at.node.kind !== 'text-resource') continue;
    const levels = readHtml(at.node.html ?? '')
      .elements.filter((el) => /^h[1-6]$/.test(el.tag) && el.text.trim() !== '')
      .map((el) => Number(el.tag[1]));
    let reported = false;
    for (const level of levels) {
      const previous = last.get(at.pageId);
      last.set(at.pageId, level);
      if (reported) continue;
      const message =
        previous === undefined && level !== PAGE_TOP_HEADING
          ? `The first heading on this page is a level ${level} heading. Make it level ${PAGE_TOP_HEADING}: it is the page's main heading.`
          : previous !== undefined && level > previous + 1
            ? `A level ${level} heading follows a level ${previous} heading, skipping a level. Make it level ${previous + 1}.`
            : null;
      if (message) {
        problems.push(problemAt(at, 'heading-order', message, { field: 'html', severity: 'warning' }));
        reported = true;
      }
    }
  }
  return problems;
}
