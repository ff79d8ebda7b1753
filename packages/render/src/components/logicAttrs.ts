/**
 * The form logic a published page carries for its script (issue 31): the rules that show a block (its own and its
 * widget's) as `data-fo-if`, a form step's id, title, rule and jumps as `data-fo-step…`. JSON in attributes, read by
 * visitor/logic.ts and walked with the model's evaluator. The editor draws every block and step (mode 'edit').
 */
import type { FormStepSettings, LogicGroup } from '@folio/model';
import type { RenderMode } from '../context.ts';

export function logicAttrs(mode: RenderMode, rules: Array<LogicGroup | undefined>): { 'data-fo-if'?: string } {
  const given = rules.filter((r): r is LogicGroup => r !== undefined && Array.isArray(r.rules) && r.rules.length > 0);
  return mode === 'view' && given.length ? { 'data-fo-if': JSON.stringify(given) } : {};
}

export function stepAttrs(mode: RenderMode, tile: { id: string; showIf?: LogicGroup | undefined; step?: FormStepSettings | undefined }): Record<string, string> {
  if (mode !== 'view' || !tile.step) return {};
  return {
    'data-fo-step': tile.id,
    'data-fo-step-title': tile.step.title,
    ...(tile.showIf?.rules.length ? { 'data-fo-step-if': JSON.stringify(tile.showIf) } : {}),
    ...(tile.step.jumps.length ? { 'data-fo-jumps': JSON.stringify(tile.step.jumps) } : {}),
  };
}
