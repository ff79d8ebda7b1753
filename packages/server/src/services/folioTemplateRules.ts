/**
 * spec §5: "Template-based changes may touch only fields inside each action's allowed base path; others raise
 * an error." The table lives on the server (the model has no such table): a folio created from a template may
 * have its words, pictures, look and settings changed, but not its structure (no insert, move, delete or page
 * change), so the template stays recognisable.
 *
 * Paths are dotted: `root.<field>` or `nodes.<id>.<field>...`; `*` in a base path matches any one segment.
 * A PATCH to a template-based folio passes when (1) every log entry names an action of the table and a path
 * inside one of that action's base paths, and (2) every field the PATCH actually changes lies inside the path
 * of some log entry — so the log cannot claim one thing while the body does another.
 */
import { checkTemplateSupport, type FolioDocument } from '@folio/model';
import { badRequest } from '../errors.ts';

export interface EditLogEntry {
  action: string;
  path?: string;
}

export const TEMPLATE_ALLOWED_BASE_PATHS: Readonly<Record<string, readonly string[]>> = {
  updateText: ['nodes.*.html'],
  updateWidget: ['nodes.*.name', 'nodes.*.label', 'nodes.*.required', 'nodes.*.meta', 'nodes.*.feedback'],
  updateDesign: ['nodes.*.design'],
  updateInteraction: ['nodes.*.settings'],
  updateAsset: ['nodes.*.assetId', 'nodes.*.url', 'nodes.*.name'],
  renamePage: ['nodes.*.name'],
  updateSettings: [
    'root.name',
    'root.summary',
    'root.description',
    'root.tags',
    'root.thumbnailId',
    'root.thumbnailUrl',
    'root.isPublic',
    'root.url',
  ],
};

export const TEMPLATE_PREFIX = 'This folio is based on a template';

const segments = (path: string) => path.split('.');

/** Whether `path` is `base` or lies below it (`*` in base matches one segment). */
export function isInside(path: string, base: string): boolean {
  const p = segments(path);
  const b = segments(base);
  if (p.length < b.length) return false;
  return b.every((seg, i) => seg === '*' || seg === p[i]);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dotted paths of every leaf that differs between a and b (arrays compare as a whole). */
export function changedPaths(a: unknown, b: unknown, prefix: string, out: string[] = []): string[] {
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      changedPaths(a[key], b[key], `${prefix}.${key}`, out);
    }
  } else if (JSON.stringify(a) !== JSON.stringify(b)) {
    out.push(prefix);
  }
  return out;
}

/** Changes of a whole document, node by node: an added or removed node is one change at `nodes.<id>`. */
export function documentChanges(before: FolioDocument, after: FolioDocument): string[] {
  const out = changedPaths(before.root, after.root, 'root');
  for (const id of new Set([...Object.keys(before.nodes), ...Object.keys(after.nodes)])) {
    const a = before.nodes[id];
    const b = after.nodes[id];
    if (!a || !b) out.push(`nodes.${id}`);
    else changedPaths(a, b, `nodes.${id}`, out);
  }
  return out.filter((p) => p !== 'root.version');
}

/** Throws 400 when a PATCH to a template-based folio leaves its actions' base paths. */
export function checkTemplateChange(before: FolioDocument, after: FolioDocument, log: readonly EditLogEntry[]): void {
  for (const entry of log) {
    const bases = TEMPLATE_ALLOWED_BASE_PATHS[entry.action];
    if (!bases) throw badRequest(`${TEMPLATE_PREFIX}: the action ${entry.action} is not allowed in it`);
    if (!entry.path || !bases.some((base) => isInside(entry.path!, base))) {
      throw badRequest(
        `${TEMPLATE_PREFIX}: ${entry.action} may change only ${bases.join(', ')}, not ${entry.path ?? 'an unnamed path'}`,
      );
    }
  }
  for (const change of documentChanges(before, after)) {
    if (!log.some((entry) => entry.path !== undefined && isInside(change, entry.path))) {
      throw badRequest(`${TEMPLATE_PREFIX}: the change to ${change} is not inside the path of any logged action`);
    }
  }
  const unsupported = checkTemplateSupport(after.nodes);
  if (unsupported) throw badRequest(unsupported);
}
