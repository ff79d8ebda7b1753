/**
 * The one reading of lists' `filter` and `sort` query fields (spec §3: submissions, page sessions): filter is a JSON
 * object of field → value, sort a field name with `-` in front for descending. What the fields are, and what a
 * value may be, is each list's own; a malformed filter is a 400 naming `filter`.
 */
import { badRequest } from '../../errors.ts';

/** The filter's entries; `describe` says what the object maps (e.g. 'widget id → answer'), `example` shows one. */
export function parseFilterObject(text: string | undefined, describe: string, example: string): Array<[string, unknown]> {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(`filter: must be a JSON object of ${describe}, e.g. ${example}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(`filter: must be a JSON object of ${describe}`);
  return Object.entries(parsed as Record<string, unknown>);
}

/** The sort's field and direction; `fallback` when none is given (e.g. '-createdAt'). */
export function parseSort(value: string | undefined, fallback: string): { key: string; desc: boolean } {
  const text = value ?? fallback;
  const desc = text.startsWith('-');
  return { key: desc ? text.slice(1) : text, desc };
}
