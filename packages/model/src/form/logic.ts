/**
 * Conditional logic of forms (issue 31): a rule group — conditions on earlier answers combined with all/any, nested —
 * decides whether a widget, a block or a form step is shown, and where a step jumps. One evaluator, here, used by the
 * published page's script, the editor's preview and the server (which ignores the answers of what was hidden and
 * applies `required` only to what was shown).
 */

export const LOGIC_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'greaterThan',
  'lessThan',
  'isAnswered',
  'isNotAnswered',
  'anyOf',
  'allOf',
  'noneOf',
] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly LogicOperator[] = ['isAnswered', 'isNotAnswered'];
/** Operators whose value is a list of options. */
export const LIST_OPERATORS: readonly LogicOperator[] = ['anyOf', 'allOf', 'noneOf'];

export interface LogicCondition {
  type: 'rule';
  /** the widget whose answer is tested */
  widgetId: string;
  op: LogicOperator;
  /** text, a number, or option keys for anyOf/allOf/noneOf; absent for isAnswered/isNotAnswered */
  value?: string | number | string[];
}

export interface LogicGroup {
  type: 'group';
  match: 'all' | 'any';
  rules: Array<LogicCondition | LogicGroup>;
}

/** How deep groups may nest (a group in a group in a group). */
export const LOGIC_MAX_DEPTH = 3;
/** The most conditions in one rule, all groups counted. */
export const LOGIC_MAX_RULES = 50;

/** The answers as the form holds them: text, a number, option keys, a date or time, files; absent when hidden. */
export type LogicAnswers = Readonly<Record<string, unknown>>;

const isEmpty = (answer: unknown): boolean =>
  answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '') || (Array.isArray(answer) && answer.length === 0);

const norm = (value: unknown): string => String(value ?? '').trim().toLowerCase();

/** An answer as a list of comparable texts: option keys, or the one value. */
const asList = (answer: unknown): string[] => (Array.isArray(answer) ? answer.map((a) => norm(typeof a === 'object' && a !== null ? (a as { name?: unknown }).name : a)) : isEmpty(answer) ? [] : [norm(answer)]);

const listOf = (value: LogicCondition['value']): string[] => (Array.isArray(value) ? value.map(norm) : value === undefined ? [] : [norm(value)]);

/** Numbers compare as numbers; dates (YYYY-MM-DD) and times (HH:MM) compare as written, which orders them. */
function compare(answer: unknown, value: LogicCondition['value']): number | null {
  if (isEmpty(answer) || value === undefined || Array.isArray(value)) return null;
  const a = typeof answer === 'number' ? answer : Number(String(answer).trim());
  const b = typeof value === 'number' ? value : Number(String(value).trim());
  if (Number.isFinite(a) && Number.isFinite(b) && String(value).trim() !== '') return a - b;
  if (typeof answer !== 'string' || typeof value !== 'string') return null;
  return answer.trim() < value.trim() ? -1 : answer.trim() > value.trim() ? 1 : 0;
}

/** Whether one condition holds for the answers (a widget without an answer — hidden or left empty — is unanswered). */
export function conditionHolds(c: LogicCondition, answers: LogicAnswers): boolean {
  const answer = answers[c.widgetId];
  switch (c.op) {
    case 'isAnswered':
      return !isEmpty(answer);
    case 'isNotAnswered':
      return isEmpty(answer);
    case 'equals':
    case 'notEquals': {
      const equal = Array.isArray(answer) ? asList(answer).includes(norm(c.value)) : typeof answer === 'number' ? compare(answer, c.value) === 0 : norm(answer) === norm(c.value) && !isEmpty(answer);
      return c.op === 'equals' ? equal : !equal;
    }
    case 'contains':
    case 'notContains': {
      const needle = norm(c.value);
      const has = Array.isArray(answer) ? asList(answer).includes(needle) : needle !== '' && norm(answer).includes(needle);
      return c.op === 'contains' ? has : !has;
    }
    case 'greaterThan': {
      const d = compare(answer, c.value);
      return d !== null && d > 0;
    }
    case 'lessThan': {
      const d = compare(answer, c.value);
      return d !== null && d < 0;
    }
    case 'anyOf':
      return listOf(c.value).some((v) => asList(answer).includes(v));
    case 'allOf': {
      const wanted = listOf(c.value);
      return wanted.length > 0 && wanted.every((v) => asList(answer).includes(v));
    }
    case 'noneOf':
      return !listOf(c.value).some((v) => asList(answer).includes(v));
    default:
      return false;
  }
}

/** Whether a rule group holds: all (or any) of its conditions and nested groups. An empty group holds. */
export function ruleHolds(group: LogicGroup | undefined, answers: LogicAnswers, depth = 0): boolean {
  if (!group || !Array.isArray(group.rules) || group.rules.length === 0) return true;
  if (depth >= LOGIC_MAX_DEPTH) return false;
  const test = (r: LogicCondition | LogicGroup) => (r.type === 'group' ? ruleHolds(r, answers, depth + 1) : conditionHolds(r, answers));
  return group.match === 'any' ? group.rules.some(test) : group.rules.every(test);
}

/** Every widget a rule group reads. */
export function ruleWidgetIds(group: LogicGroup | undefined): string[] {
  if (!group?.rules) return [];
  return group.rules.flatMap((r) => (r.type === 'group' ? ruleWidgetIds(r) : [r.widgetId]));
}

/** How many conditions a group holds, nested ones counted, and how deep it nests. */
export function ruleSize(group: LogicGroup | undefined, depth = 1): { rules: number; depth: number } {
  if (!group?.rules) return { rules: 0, depth: 0 };
  let rules = 0;
  let deepest = depth;
  for (const r of group.rules) {
    if (r.type === 'group') {
      const inner = ruleSize(r, depth + 1);
      rules += inner.rules;
      deepest = Math.max(deepest, inner.depth);
    } else rules++;
  }
  return { rules, depth: deepest };
}
