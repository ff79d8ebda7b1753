/**
 * The rule builder's words (issue 31): which tests a field's kind allows, how each reads ("is", "is more than"…),
 * and what kind of value it takes. The model's operators are the stored values; the words are only shown.
 */
import { LIST_OPERATORS, VALUELESS_OPERATORS, type LogicCondition, type LogicOperator } from '@folio/model';
import { translate } from '../../../i18n/i18n.ts';

/** What a field answers, as the rule builder sees it. */
export type FieldKind = 'text' | 'number' | 'date' | 'time' | 'choice' | 'multiChoice' | 'file';

/** The kind of value a test takes: none, one typed value, one option, or a list of options. */
export type ValueKind = 'none' | 'text' | 'number' | 'date' | 'time' | 'option' | 'options';

/** A test's words (editorPanel:logic.ops.<operator>), in the app's language. */
const words = (op: LogicOperator): string => translate(`editorPanel:logic.ops.${op}`);

/** Dates and times are later or earlier rather than more or less (editorPanel:logic.opsWhen.<operator>). */
const WHEN_OPS: readonly LogicOperator[] = ['greaterThan', 'lessThan'];
const whenWords = (op: LogicOperator): string | undefined => (WHEN_OPS.includes(op) ? translate(`editorPanel:logic.opsWhen.${op}`) : undefined);

const BY_KIND: Record<FieldKind, readonly LogicOperator[]> = {
  text: ['equals', 'notEquals', 'contains', 'notContains', 'isAnswered', 'isNotAnswered'],
  number: ['equals', 'notEquals', 'greaterThan', 'lessThan', 'isAnswered', 'isNotAnswered'],
  date: ['equals', 'notEquals', 'greaterThan', 'lessThan', 'isAnswered', 'isNotAnswered'],
  time: ['equals', 'notEquals', 'greaterThan', 'lessThan', 'isAnswered', 'isNotAnswered'],
  choice: ['equals', 'notEquals', 'anyOf', 'noneOf', 'isAnswered', 'isNotAnswered'],
  multiChoice: ['equals', 'notEquals', 'anyOf', 'allOf', 'noneOf', 'isAnswered', 'isNotAnswered'],
  file: ['isAnswered', 'isNotAnswered'],
};

/** The field kind of an input widget (a multiple-choice question taking several answers is `multiChoice`). */
export function fieldKindOf(node: { kind: string; meta?: unknown } | undefined): FieldKind {
  switch (node?.kind) {
    case 'numeric-widget':
      return 'number';
    case 'date-widget':
      return 'date';
    case 'time-widget':
      return 'time';
    case 'multiple-choice-widget':
      return (node.meta as { acceptMultiple?: boolean } | undefined)?.acceptMultiple ? 'multiChoice' : 'choice';
    case 'upload-widget':
      return 'file';
    default:
      return 'text';
  }
}

export interface OperatorChoice {
  value: LogicOperator;
  label: string;
}

/** The tests that make sense for a field of this kind, in the order they are offered. */
export function operatorChoices(kind: FieldKind): OperatorChoice[] {
  const when = kind === 'date' || kind === 'time';
  return BY_KIND[kind].map((op) => ({ value: op, label: (when ? whenWords(op) : undefined) ?? words(op) }));
}

/** The words of a test (for a field of `kind`). */
export function operatorLabel(op: LogicOperator, kind: FieldKind): string {
  return operatorChoices(kind).find((c) => c.value === op)?.label ?? words(op);
}

/** What kind of value the test `op` takes on a field of `kind`. */
export function valueKindOf(op: LogicOperator, kind: FieldKind): ValueKind {
  if (VALUELESS_OPERATORS.includes(op)) return 'none';
  if (LIST_OPERATORS.includes(op)) return 'options';
  switch (kind) {
    case 'choice':
    case 'multiChoice':
      return 'option';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    case 'file':
      return 'none';
    default:
      return 'text';
  }
}

/** A value fit for a test of `kind`: carried over from `before` where it still makes sense, else the field's first option (or none). */
export function valueFor(kind: ValueKind, before: LogicCondition['value'], options: readonly string[]): LogicCondition['value'] {
  const first = Array.isArray(before) ? before[0] : before;
  switch (kind) {
    case 'none':
      return undefined;
    case 'options': {
      const list = (Array.isArray(before) ? before : first === undefined ? [] : [String(first)]).filter((v) => options.includes(v));
      return list;
    }
    case 'option':
      return first !== undefined && options.includes(String(first)) ? String(first) : options[0];
    case 'number': {
      const n = typeof first === 'number' ? first : Number(first);
      return first !== undefined && String(first).trim() !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'date':
      return typeof first === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(first) ? first : undefined;
    case 'time':
      return typeof first === 'string' && /^\d{2}:\d{2}/.test(first) ? first : undefined;
    default:
      return first === undefined ? '' : String(first);
  }
}

/** The condition with a new test: the value kept where it fits, or made to fit. */
export function withOperator(condition: LogicCondition, op: LogicOperator, kind: FieldKind, options: readonly string[]): LogicCondition {
  const value = valueFor(valueKindOf(op, kind), condition.value, options);
  const { value: _old, ...rest } = condition;
  return value === undefined ? { ...rest, op } : { ...rest, op, value };
}

/** A condition on a field: its first test and a value that fits it. */
export function conditionOn(widgetId: string, kind: FieldKind, options: readonly string[]): LogicCondition {
  const op = operatorChoices(kind)[0]!.value;
  return withOperator({ type: 'rule', widgetId, op }, op, kind, options);
}
