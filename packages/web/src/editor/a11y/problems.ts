/**
 * The Accessibility panel's order: problems grouped by page (pages in the folio's order; problems of the whole
 * folio first), errors before warnings within each group. Also reads the `problems` of a refused publish (422).
 */
import type { FolioDocument } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';
import type { A11yProblem } from './model.ts';

export interface ProblemGroup {
  /** null: the whole folio (its language, its design) */
  pageId: string | null;
  title: string;
  problems: A11yProblem[];
}

const rank = (p: A11yProblem) => (p.severity === 'error' ? 0 : 1);

export function groupProblems(doc: FolioDocument, problems: readonly A11yProblem[]): ProblemGroup[] {
  const pages = doc.root.pages;
  const byPage = new Map<string | null, A11yProblem[]>();
  for (const p of problems) {
    const key = p.pageId && pages.includes(p.pageId) ? p.pageId : null;
    byPage.set(key, [...(byPage.get(key) ?? []), p]);
  }
  const groups: ProblemGroup[] = [];
  const push = (pageId: string | null, title: string) => {
    const list = byPage.get(pageId);
    if (list?.length) groups.push({ pageId, title, problems: [...list].sort((a, b) => rank(a) - rank(b)) });
  };
  push(null, translate('editor:a11y.wholeFolio'));
  pages.forEach((id, i) => {
    const page = doc.nodes[id];
    const name = page && page.kind === 'page' && page.name.trim() ? page.name : translate('editor:a11y.pageNumber', { number: i + 1 });
    push(id, name);
  });
  return groups;
}

export const errorCount = (problems: readonly A11yProblem[]) => problems.filter((p) => p.severity === 'error').length;

const RULES = new Set(['image-alt', 'field-label', 'contrast', 'heading-order', 'link-name', 'button-name']);

function isProblem(value: unknown): value is A11yProblem {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.rule === 'string' &&
    RULES.has(p.rule) &&
    (p.severity === 'error' || p.severity === 'warning') &&
    typeof p.message === 'string' &&
    (p.nodeId === null || typeof p.nodeId === 'string') &&
    (p.pageId === null || typeof p.pageId === 'string')
  );
}

/** The problems a refused publish sent back (`{ problems: [...] }`), or null when the body has none. */
export function problemsFromBody(body: unknown): A11yProblem[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const list = (body as { problems?: unknown }).problems;
  if (!Array.isArray(list)) return null;
  const problems = list.filter(isProblem);
  return problems.length ? problems : null;
}
