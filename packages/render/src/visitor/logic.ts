/**
 * Form logic on the published page (issue 31): the page's fields and steps read from their markup (render's
 * logicAttrs.ts) into the model's outline, walked with the visitor's answers by the same evaluator the server uses
 * (formVisibility). A block whose rules fail is hidden, and its field is neither checked nor sent; `onLogic`
 * listeners (the steps) hear of every change.
 */
import { formVisibility, ruleHolds, type FormOutline, type FormVisibility, type LogicGroup, type OutlineStep, type StepJump } from '@folio/model';
import { answerOf, FIELD } from './fields.ts';

const parse = <T>(text: string | undefined): T | undefined => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/** The rules on an element and every ancestor up to (not including) its step tile. */
function rulesOf(el: Element): LogicGroup[] {
  const rules: LogicGroup[] = [];
  for (let at: Element | null = el; at && !at.hasAttribute('data-fo-step'); at = at.parentElement) {
    rules.push(...(parse<LogicGroup[]>(at.getAttribute('data-fo-if') ?? undefined) ?? []));
  }
  return rules;
}

/** The page's form outline, from its markup: step tiles and fields in document order, fields grouped by step tile. */
export function outlineOf(doc: Document): FormOutline {
  const steps: OutlineStep[] = [];
  const byTile = new Map<string, OutlineStep>();
  for (const el of doc.querySelectorAll<HTMLElement>(`[data-fo-step], ${FIELD}`)) {
    if (el.dataset.foStep !== undefined) {
      const step: OutlineStep = { id: el.dataset.foStep, rule: parse<LogicGroup>(el.dataset.foStepIf), jumps: parse<StepJump[]>(el.dataset.foJumps) ?? [], widgets: [] };
      byTile.set(step.id, step);
      steps.push(step);
      continue;
    }
    const tileId = el.closest<HTMLElement>('[data-fo-step]')?.dataset.foStep;
    let step = tileId === undefined ? undefined : byTile.get(tileId);
    if (!step) {
      const last = steps[steps.length - 1];
      step = last?.id.startsWith('~') ? last : { id: `~${el.dataset.foWidget}`, jumps: [], widgets: [] };
      if (step !== last) steps.push(step);
    }
    step.widgets.push({ id: el.dataset.foWidget!, rules: rulesOf(el) });
  }
  return { steps };
}

/** The visitor's answers now, by widget id. */
export function answersOf(doc: Document): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const field of doc.querySelectorAll<HTMLElement>(FIELD)) answers[field.dataset.foWidget!] = answerOf(field);
  return answers;
}

export interface PageLogic {
  /** what the answers now show */
  now(): FormVisibility;
  /** whether a field is shown (and so checked and sent) */
  shown(widgetId: string): boolean;
  /** runs after every change of answers */
  onChange(listener: (v: FormVisibility) => void): void;
  /** walks the answers again (after the form was reset) */
  refresh(): void;
}

/** Wires the page's logic; null when the page has none (no rules, no steps). */
export function initLogic(doc: Document, signal: AbortSignal): PageLogic | null {
  if (!doc.querySelector('[data-fo-if], [data-fo-step]')) return null;
  const outline = outlineOf(doc);
  const listeners: Array<(v: FormVisibility) => void> = [];
  let visibility = formVisibility(outline, answersOf(doc));
  const apply = () => {
    visibility = formVisibility(outline, answersOf(doc));
    for (const field of doc.querySelectorAll<HTMLElement>(FIELD)) {
      const block = field.closest<HTMLElement>('.fo-block') ?? field;
      block.hidden = !visibility.visible.has(field.dataset.foWidget!);
    }
    // Blocks with rules and no field (a text shown for some answers): the answers shown so far decide.
    for (const el of doc.querySelectorAll<HTMLElement>('[data-fo-if]')) {
      if (el.querySelector(FIELD)) continue;
      el.hidden = !rulesOf(el).every((r) => ruleHolds(r, visibility.answers));
    }
    for (const listener of listeners) listener(visibility);
  };
  doc.addEventListener('input', apply, { signal });
  doc.addEventListener('change', apply, { signal });
  apply();
  return {
    now: () => visibility,
    shown: (id) => visibility.visible.has(id),
    onChange: (listener) => listeners.push(listener),
    refresh: apply,
  };
}
