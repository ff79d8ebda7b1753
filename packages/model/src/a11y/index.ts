/**
 * Accessibility rules of a folio (issue 27), written once here and used by the editor's Accessibility panel, the
 * publish dialog, the publish API and the tests. Errors block publishing; warnings are only shown.
 */
import type { FolioDocument } from '../folio/types.ts';
import type { A11yProblem } from './types.ts';
import { contrastProblems } from './contrastRules.ts';
import { fieldProblems } from './fields.ts';
import { headingProblems } from './headings.ts';
import { imageProblems } from './images.ts';
import { nameProblems } from './names.ts';
import { placedNodes } from './walk.ts';

export type { A11yProblem, A11yRule } from './types.ts';
export { AA_LARGE, AA_NORMAL, contrastRatio } from './contrast.ts';
export { PAGE_TEXT } from './palette.ts';
export { LIGHT_TEXT, readableTextOn } from './readable.ts';

/** Every accessibility problem on the folio's pages, page by page in page order. */
export function accessibilityProblems(doc: FolioDocument): A11yProblem[] {
  const placed = placedNodes(doc);
  const perNode = placed.flatMap((at) => [...imageProblems(at), ...fieldProblems(at), ...nameProblems(at), ...contrastProblems(at)]);
  const headings = headingProblems(placed);
  const order = new Map(placed.map((at, i) => [at.node.id, i]));
  return [...perNode, ...headings].sort((a, b) => (order.get(a.nodeId ?? '') ?? -1) - (order.get(b.nodeId ?? '') ?? -1));
}

/** The problems that stop the folio from being published (severity 'error'). */
export const publishBlockers = (doc: FolioDocument): A11yProblem[] =>
  accessibilityProblems(doc).filter((problem) => problem.severity === 'error');
export { A11Y_TEXTS } from './texts.ts';
