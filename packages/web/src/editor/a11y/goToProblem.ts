/**
 * Going to a problem: select its node on the canvas (the store follows it to its page), or show its page; then,
 * once the settings panel shows the node, focus the field that fixes it (the problem's `field` path, e.g.
 * 'meta.items.2.alt', matched to a `data-a11y-field` wrapper; a label to the widget's Label field).
 */
import type { EditorStore } from '../store/createEditorStore.ts';
import type { A11yProblem } from './model.ts';

const TEXT_INPUT = 'input:not([type="checkbox"]), textarea';

function fixInput(problem: A11yProblem): HTMLElement | null {
  const slot = document.querySelector('[data-testid="panel-slot"]');
  if (!slot) return null;
  if (problem.field) {
    const wrapper = [...slot.querySelectorAll<HTMLElement>('[data-a11y-field]')].find((el) => el.dataset.a11yField === problem.field);
    const input = wrapper?.querySelector<HTMLElement>(TEXT_INPUT);
    if (input) return input;
  }
  if (problem.rule === 'image-alt') return slot.querySelector<HTMLElement>(`[data-a11y-field] ${TEXT_INPUT}`);
  if (problem.rule === 'field-label') return slot.querySelector<HTMLElement>('[data-testid="panel-widget-label-text"]');
  return null;
}

/**
 * Focuses the fixing field once it shows, for a moment: the panel may be opening (a tab, a drawer), and a closing
 * drawer hands focus back to its button; focus taken that way is put back until it has held for a few checks.
 */
export function focusFix(problem: A11yProblem, budget = 40): void {
  let held = 0;
  const step = (left: number) => {
    const input = fixInput(problem);
    if (input && input.offsetParent !== null) {
      if (document.activeElement === input) held += 1;
      else {
        held = 0;
        input.focus();
      }
    }
    if (held < 6 && left > 0) window.setTimeout(() => step(left - 1), 50);
  };
  step(budget);
}

/** Whether the settings panel has a field that fixes this kind of problem. */
export const hasFixField = (problem: A11yProblem) => problem.nodeId !== null && (problem.field !== undefined || problem.rule === 'image-alt' || problem.rule === 'field-label');

export function goToProblem(store: EditorStore, problem: A11yProblem): void {
  const { nodeId, pageId } = problem;
  if (nodeId && store.getState().doc.nodes[nodeId]) store.select(nodeId);
  else if (pageId && store.getState().doc.root.pages.includes(pageId)) store.setPage(pageId);
}
