import type { A11yProblem } from './types.ts';
import type { PlacedNode } from './walk.ts';

/** A problem about a placed node. */
export const problemAt = (
  placed: PlacedNode,
  rule: A11yProblem['rule'],
  message: string,
  extra: Pick<A11yProblem, 'field' | 'ratio'> & { severity?: A11yProblem['severity'] } = {},
): A11yProblem => ({
  rule,
  severity: extra.severity ?? 'error',
  nodeId: placed.node.id,
  pageId: placed.pageId,
  ...(extra.field !== undefined ? { field: extra.field } : {}),
  ...(extra.ratio !== undefined ? { ratio: extra.ratio } : {}),
  message,
});

/** Empty, only spaces, or not text at all (a stored document may hold anything). */
export const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
