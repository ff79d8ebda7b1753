/**
 * A small description language for JSON shapes, with no dependencies, so the browser (editor, renderer) and the
 * server read the same description: `shapeProblem(shape, value, path)` answers the first place where the value does
 * not fit, in words a 400 can carry ("nodes.x.meta.display must be one of …"), or null. Objects may carry keys the
 * shape does not name (kept as they are); the named keys must fit.
 */

export type Shape =
  | { t: 'string'; pattern?: RegExp; patternText?: string; max?: number }
  | { t: 'number' }
  | { t: 'boolean' }
  | { t: 'enum'; values: readonly string[] }
  | { t: 'array'; of: Shape; max?: number }
  | { t: 'record'; of: Shape }
  | { t: 'object'; fields: Readonly<Record<string, Shape>>; optional: readonly string[] }
  | { t: 'nullable'; of: Shape }
  | { t: 'oneOf'; key: string; cases: Readonly<Record<string, Shape>> }
  | { t: 'any' };

export const s = {
  string: (pattern?: RegExp, patternText?: string): Shape => ({ t: 'string', pattern, patternText }),
  /** a string of at most `max` characters */
  text: (max: number): Shape => ({ t: 'string', max }),
  number: { t: 'number' } as Shape,
  boolean: { t: 'boolean' } as Shape,
  any: { t: 'any' } as Shape,
  enum: (values: readonly string[]): Shape => ({ t: 'enum', values }),
  /** a list, of at most `max` items when given */
  array: (of: Shape, max?: number): Shape => ({ t: 'array', of, max }),
  record: (of: Shape): Shape => ({ t: 'record', of }),
  nullable: (of: Shape): Shape => ({ t: 'nullable', of }),
  /** an object whose named fields are required, except those listed in `optional` (absent or undefined) */
  object: (fields: Record<string, Shape>, optional: readonly string[] = []): Shape => ({ t: 'object', fields, optional }),
  /** objects told apart by the string at `key` (e.g. `type`), each case the full object shape */
  oneOf: (key: string, cases: Record<string, Shape>): Shape => ({ t: 'oneOf', key, cases }),
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** Where `value` does not fit `shape` (the path of the first misfit and what it must be), or null when it fits. */
export function shapeProblem(shape: Shape, value: unknown, path: string): string | null {
  return problemAt(shape, value, [path]);
}

/**
 * shapeProblem over a path kept as a stack of its parts, joined only when a value does not fit: a document that fits
 * (almost every one, and each published page is checked when it is drawn) builds no path strings.
 */
function problemAt(shape: Shape, value: unknown, path: Array<string | number>): string | null {
  const at = () => path.join('.');
  const inner = (of: Shape, v: unknown, part: string | number): string | null => {
    path.push(part);
    const problem = problemAt(of, v, path);
    path.pop();
    return problem;
  };
  if (value === undefined && shape.t !== 'any') return `${at()} is missing`;
  switch (shape.t) {
    case 'any':
      return null;
    case 'string':
      if (typeof value !== 'string') return `${at()} must be a string`;
      if (shape.max !== undefined && value.length > shape.max) return `${at()} must be at most ${shape.max} characters`;
      if (shape.pattern && !shape.pattern.test(value)) return `${at()} must be ${shape.patternText ?? `like ${shape.pattern.source}`}`;
      return null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${at()} must be a number`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${at()} must be true or false`;
    case 'enum':
      return typeof value === 'string' && shape.values.includes(value) ? null : `${at()} must be one of ${list(shape.values)}`;
    case 'nullable':
      return value === null ? null : problemAt(shape.of, value, path);
    case 'array': {
      if (!Array.isArray(value)) return `${at()} must be an array`;
      if (shape.max !== undefined && value.length > shape.max) return `${at()} must hold at most ${shape.max} items`;
      for (let i = 0; i < value.length; i++) {
        const problem = inner(shape.of, value[i], i);
        if (problem) return problem;
      }
      return null;
    }
    case 'record': {
      if (!isObject(value)) return `${at()} must be an object`;
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const problem = inner(shape.of, value[key], key);
        if (problem) return problem;
      }
      return null;
    }
    case 'object': {
      if (!isObject(value)) return `${at()} must be an object`;
      for (const key in shape.fields) {
        if (value[key] === undefined && shape.optional.includes(key)) continue;
        const problem = inner(shape.fields[key]!, value[key], key);
        if (problem) return problem;
      }
      return null;
    }
    case 'oneOf': {
      if (!isObject(value)) return `${at()} must be an object`;
      const tag = value[shape.key];
      const of = typeof tag === 'string' && Object.hasOwn(shape.cases, tag) ? shape.cases[tag] : undefined;
      if (!of) return `${at()}.${shape.key} must be one of ${list(Object.keys(shape.cases))}`;
      return problemAt(of, value, path);
    }
  }
}
