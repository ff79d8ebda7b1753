/**
 * Hidden fields (issue 31): values a form takes from its page's address (`?ref=newsletter`), named by the submit
 * button's `hiddenFields`, sent as `hidden: {ref: '…'}` and stored in the submission's data under `hidden:<name>`,
 * a key no widget id can take (ids are letters, digits, _ and -), so the table, exports and webhooks tell them apart.
 */
import { submitButtons } from './tree.ts';
import type { NodeMap, SubmitAction } from './types.ts';

export const HIDDEN_FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/i;
export const HIDDEN_FIELDS_MAX = 20;
/** characters of one hidden value */
export const HIDDEN_VALUE_MAX = 500;
/** the prefix of a hidden value's key in a submission's data */
export const HIDDEN_KEY_PREFIX = 'hidden:';
/** the kind of a hidden field's column in the submissions table */
export const HIDDEN_COLUMN_KIND = 'hidden';

export const HIDDEN_FIELD_TEXTS = {
  name: 'must start with a letter and hold only letters, digits and _ (at most 40)',
  tooMany: `A form takes at most ${HIDDEN_FIELDS_MAX} hidden fields.`,
  twice: 'is named twice',
} as const;

export const hiddenKey = (name: string): string => `${HIDDEN_KEY_PREFIX}${name}`;
export const isHiddenKey = (key: string): boolean => key.startsWith(HIDDEN_KEY_PREFIX);

/** The button's hidden field names, each once, only well-formed ones. */
export const hiddenFieldsOf = (click: Pick<SubmitAction, 'hiddenFields'>): string[] =>
  [...new Set((click.hiddenFields ?? []).filter((n) => typeof n === 'string' && HIDDEN_FIELD_NAME.test(n)))].slice(0, HIDDEN_FIELDS_MAX);

/** What is wrong with a list of hidden field names, or null. */
export function hiddenFieldsProblem(names: readonly string[]): string | null {
  if (names.length > HIDDEN_FIELDS_MAX) return HIDDEN_FIELD_TEXTS.tooMany;
  const seen = new Set<string>();
  for (const name of names) {
    if (!HIDDEN_FIELD_NAME.test(name)) return `“${name.slice(0, 40)}” ${HIDDEN_FIELD_TEXTS.name}`;
    if (seen.has(name.toLowerCase())) return `“${name}” ${HIDDEN_FIELD_TEXTS.twice}`;
    seen.add(name.toLowerCase());
  }
  return null;
}

export interface HiddenCheck {
  /** the first problem: the field named, and why */
  problem: { field: string; message: string } | null;
  /** the values as stored: `hidden:<name>` → text */
  data: Record<string, string>;
}

/** Checks the `hidden` values a submission sends against the names its button declares. */
export function checkHiddenValues(declared: readonly string[], raw: unknown): HiddenCheck {
  const data: Record<string, string> = {};
  if (raw === undefined || raw === null) return { problem: null, data };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { problem: { field: 'hidden', message: 'hidden must be an object of texts' }, data };
  const known = new Set(declared);
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const field = `hidden.${name.slice(0, 40)}`;
    if (!known.has(name)) return { problem: { field, message: `${field} is not a hidden field of this form` }, data };
    if (typeof value !== 'string') return { problem: { field, message: `${field} must be text` }, data };
    if (value.length > HIDDEN_VALUE_MAX) return { problem: { field, message: `${field} is longer than ${HIDDEN_VALUE_MAX} characters` }, data };
    if (value !== '') data[hiddenKey(name)] = value;
  }
  return { problem: null, data };
}

/** A submission's data split into its answers (by widget id) and its hidden values (by name). */
export function splitHidden(data: Record<string, unknown>): { answers: Record<string, unknown>; hidden: Record<string, unknown> } {
  const answers: Record<string, unknown> = {};
  const hidden: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isHiddenKey(key)) hidden[key.slice(HIDDEN_KEY_PREFIX.length)] = value;
    else answers[key] = value;
  }
  return { answers, hidden };
}

/** The submissions table's columns of the hidden fields the folio's submit buttons declare, each name once, in order. */
export function hiddenColumns(nodes: NodeMap): Array<{ widgetId: string; kind: typeof HIDDEN_COLUMN_KIND; label: string }> {
  const names = new Set<string>();
  for (const button of submitButtons(nodes)) for (const name of hiddenFieldsOf(button.meta.action.click)) names.add(name);
  return [...names].map((name) => ({ widgetId: hiddenKey(name), kind: HIDDEN_COLUMN_KIND, label: name }));
}
