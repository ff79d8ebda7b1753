/**
 * A form as logic sees it (issue 31): its steps in order — a tile marked as a step, or the run of fields between
 * steps — each with its widgets and the rules that show them, and the jumps a step makes. `formVisibility` walks it
 * with the answers: which steps the visitor passes through and which widgets they see. The server builds the outline
 * from the published nodes (`formOutline`), the page from its markup; both then call `formVisibility`.
 */
import { ruleHolds, type LogicAnswers, type LogicGroup } from './logic.ts';

/** Where a step goes next when its rule holds: another, later step, or the end (the submit button). */
export interface StepJump {
  when: LogicGroup;
  /** a later step's id, or 'end' */
  to: string;
}

export interface OutlineWidget {
  id: string;
  /** every rule that must hold for it to be shown (the tile's, the block's, its own) */
  rules: LogicGroup[];
}

export interface OutlineStep {
  id: string;
  /** the step is skipped unless this holds */
  rule?: LogicGroup | undefined;
  jumps: StepJump[];
  widgets: OutlineWidget[];
}

export interface FormOutline {
  steps: OutlineStep[];
}

export interface FormVisibility {
  /** the widgets the visitor sees (and answers) */
  visible: Set<string>;
  /** the steps passed through, in order */
  path: string[];
  /** the answers of visible widgets: what counts */
  answers: Record<string, unknown>;
}

/** The end of a form, as a jump's target. */
export const END_OF_FORM = 'end';

/**
 * Walks the steps: a step whose rule fails is skipped; in a step, a widget is shown when all its rules hold for the
 * answers shown before it (a hidden widget's answer counts as none); then the first jump whose rule holds moves on
 * (only forward), else the next step follows.
 */
export function formVisibility(outline: FormOutline, answers: LogicAnswers): FormVisibility {
  const known: Record<string, unknown> = {};
  const visible = new Set<string>();
  const path: string[] = [];
  const { steps } = outline;
  for (let i = 0; i < steps.length; ) {
    const step = steps[i]!;
    if (!ruleHolds(step.rule, known)) {
      i++;
      continue;
    }
    path.push(step.id);
    for (const w of step.widgets) {
      if (!w.rules.every((r) => ruleHolds(r, known))) continue;
      visible.add(w.id);
      if (w.id in answers) known[w.id] = answers[w.id];
    }
    const jump = step.jumps.find((j) => ruleHolds(j.when, known));
    if (!jump) {
      i++;
      continue;
    }
    if (jump.to === END_OF_FORM) break;
    const target = steps.findIndex((s) => s.id === jump.to);
    i = target > i ? target : i + 1;
  }
  return { visible, path, answers: known };
}

/** The node fields logic reads (structural typing keeps this module free of the node types). */
interface LogicNode {
  id: string;
  kind: string;
  children?: string[];
  resource?: string;
  showIf?: LogicGroup;
  step?: { title?: string; jumps?: StepJump[] };
}

/**
 * The outline of the form a submit button sends, from the folio's nodes: its widgets in document order (pages in the
 * map's order, then the tree), grouped by the step tile holding them.
 */
export function formOutline(nodes: Readonly<Record<string, unknown>>, widgetIds: readonly string[]): FormOutline {
  const listed = new Set(widgetIds);
  const steps: OutlineStep[] = [];
  let loose: OutlineStep | null = null;
  const visit = (id: string, rules: LogicGroup[], step: OutlineStep | null): void => {
    const node = nodes[id] as LogicNode | undefined;
    if (!node) return;
    if (node.kind === 'tile' && node.step) {
      const own: OutlineStep = { id: node.id, rule: node.showIf, jumps: node.step.jumps ?? [], widgets: [] };
      steps.push(own);
      loose = null;
      for (const child of node.children ?? []) visit(child, [], own);
      return;
    }
    const here = node.showIf ? [...rules, node.showIf] : rules;
    if (listed.has(node.id)) {
      let into = step;
      if (!into) {
        if (!loose) {
          loose = { id: `~${node.id}`, jumps: [], widgets: [] };
          steps.push(loose);
        }
        into = loose;
      }
      into.widgets.push({ id: node.id, rules: here });
      return;
    }
    if (node.resource) visit(node.resource, here, step);
    for (const child of node.children ?? []) visit(child, here, step);
  };
  for (const [id, node] of Object.entries(nodes)) if ((node as LogicNode).kind === 'page') visit(id, [], null);
  // A listed widget on no page (a document being repaired) is still asked, without rules.
  const placed = new Set(steps.flatMap((s) => s.widgets.map((w) => w.id)));
  const unplaced = widgetIds.filter((id) => nodes[id] && !placed.has(id));
  if (unplaced.length) steps.push({ id: '~unplaced', jumps: [], widgets: unplaced.map((id) => ({ id, rules: [] })) });
  return { steps };
}
