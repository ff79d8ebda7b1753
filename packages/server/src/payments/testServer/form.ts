/**
 * Stripe's request bodies are `application/x-www-form-urlencoded` with bracketed keys
 * (`line_items[0][price_data][unit_amount]=500`, `metadata[orderId]=…`). This turns them back into objects;
 * numeric keys make arrays.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

const MAX_DEPTH = 8;

function keyPath(raw: string): string[] {
  const head = raw.split('[', 1)[0]!;
  const rest = [...raw.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
  return [head, ...rest].slice(0, MAX_DEPTH);
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey);
    let node: FormObject | FormValue[] = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      const existing = container[key];
      if (existing === undefined || typeof existing === 'string') container[key] = nextIsIndex ? [] : {};
      node = container[key] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A string field (or undefined). */
export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
/** An integer field (or undefined when absent or not a whole number). */
export const int = (v: FormValue | undefined): number | undefined => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined);
/** A nested object field (or an empty one). */
export const obj = (v: FormValue | undefined): FormObject => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
/** A list field; Stripe clients may also send `list[0]`… as an object keyed by index. */
export const list = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);
/** A `metadata[…]` map of strings. */
export const metadata = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));
