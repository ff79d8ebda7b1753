/**
 * Template-based folios (spec §5: "Template-based changes may touch only fields inside each action's allowed
 * base path; others raise an error"). One table, used by the editor (to name each logged edit and to refuse
 * a disallowed edit before it is made) and by the server (to re-check every PATCH with the same rules).
 *
 * A folio created from a template may have its words, pictures, look and settings changed, and its structure too
 * (insert, move, delete, paste, duplicate, pages), but every node it gains must be of a kind templates support
 * (spec §4: text, multiple-choice, button, gallery and asset resources and accordion interactions; the spec's
 * §8 toasts otherwise). Nodes the template already held stay editable whatever their kind.
 *
 * Log entries: `{action, path}` with a dotted path `root.<field>` or `nodes.<id>.<field>`. The editor logs every
 * field edit — of any folio, template-based or not — under the action this table gives for the node's kind and
 * the field (`editLogEntries`), so there is one vocabulary. Structural edits keep their own names (insert, move,
 * delete, paste, duplicate, addPage, deletePage, reorderPages); they are not in the table. Markers (undo, redo,
 * overwrite, restore) record what the user did; they carry no path and allow nothing by themselves — an undo
 * is followed by the entries describing what it changed (`describeChanges`).
 *
 * A change to a template-based folio passes `templateEditProblem` when (1) every entry is a marker, a structural
 * edit naming a node (or the page order), or names an action of the table, a path inside one of its base paths and
 * a node of a kind the action applies to, (2) every field the change actually touches lies inside the path of some
 * field entry — or, with a structural entry in the log, is a node added or removed, a field holding other nodes,
 * the page order or a submit button's widget list (which follows inserts and deletes), and (3) every node the
 * change adds is of a kind templates support (spec §4, §8 toasts).
 */
import {
  INTERACTION_KINDS,
  STRUCTURAL_KINDS,
  WIDGET_KINDS,
  type FolioDocument,
  type FolioRoot,
  type NodeKind,
} from './types.ts';
import { checkTemplateSupport } from './validation.ts';

export interface EditLogEntry {
  action: string;
  path?: string;
}

interface TemplateActionRule {
  /** what the action changes: root fields, or fields of nodes of these kinds */
  target: 'root' | readonly NodeKind[];
  /** the top-level fields it may change (anything below them too) */
  fields: readonly string[];
}

export const TEMPLATE_ACTIONS = {
  updateText: { target: ['text-resource'], fields: ['html'] },
  updateWidget: { target: WIDGET_KINDS, fields: ['name', 'label', 'required', 'meta', 'feedback'] },
  updateDesign: { target: STRUCTURAL_KINDS, fields: ['design'] },
  updateInteraction: { target: INTERACTION_KINDS, fields: ['settings'] },
  updateAsset: { target: ['asset-resource'], fields: ['assetId', 'url', 'name', 'alt', 'decorative'] },
  renamePage: { target: ['page'], fields: ['name'] },
  updateSettings: {
    target: 'root',
    fields: ['name', 'summary', 'description', 'tags', 'thumbnailId', 'thumbnailUrl', 'isPublic', 'url', 'embeddable', 'spamProtection'],
  },
} as const satisfies Record<string, TemplateActionRule>;

export type TemplateAction = keyof typeof TEMPLATE_ACTIONS;

const RULES: Readonly<Record<string, TemplateActionRule>> = TEMPLATE_ACTIONS;

/** The base paths of each action (`*` matches any node id), e.g. updateText → ['nodes.*.html']. */
export const TEMPLATE_ALLOWED_BASE_PATHS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(RULES).map(([action, rule]) => [
    action,
    rule.fields.map((field) => (rule.target === 'root' ? `root.${field}` : `nodes.*.${field}`)),
  ]),
);

/** Log entries that only record what the user did; they carry no path. */
export const EDIT_LOG_MARKERS = ['undo', 'redo', 'overwrite', 'restore'] as const;
const isMarker = (entry: EditLogEntry) => entry.path === undefined && (EDIT_LOG_MARKERS as readonly string[]).includes(entry.action);

/** Node fields that hold other nodes: changing them is a structural edit. */
const STRUCTURE_FIELDS = ['children', 'resource', 'interactions'];

/** The editor's structural edits; in a template-based folio they may add only kinds templates support. */
export const STRUCTURAL_ACTIONS = ['insert', 'delete', 'move', 'paste', 'duplicate', 'addPage', 'deletePage', 'reorderPages'] as const;
const isStructural = (entry: EditLogEntry) => (STRUCTURAL_ACTIONS as readonly string[]).includes(entry.action);

/** Generic names for field edits outside the table. */
export const UPDATE_NODE_ACTION = 'updateNode';
export const UPDATE_ROOT_ACTION = 'updateSettings';

/** The action that names a change of `field` on a node of `kind` (or of the root). */
export function editActionFor(kind: NodeKind | 'root', field: string): string {
  if (kind === 'root') return field === 'pages' ? 'reorderPages' : UPDATE_ROOT_ACTION;
  if (STRUCTURE_FIELDS.includes(field)) return 'move';
  for (const [action, rule] of Object.entries(RULES)) {
    if (rule.target !== 'root' && rule.target.includes(kind) && rule.fields.includes(field)) return action;
  }
  return UPDATE_NODE_ACTION;
}

/** The log of one field edit: an entry per field, e.g. text-resource r1 {html} → updateText nodes.r1.html. */
export function editLogEntries(kind: NodeKind, nodeId: string, fields: readonly string[]): EditLogEntry[] {
  return [...fields].sort().map((field) => ({ action: editActionFor(kind, field), path: `nodes.${nodeId}.${field}` }));
}

/** The log of a root edit: root.name → updateSettings root.name. */
export function rootLogEntries(fields: readonly string[]): EditLogEntry[] {
  return [...fields].sort().map((field) => ({ action: editActionFor('root', field), path: `root.${field}` }));
}

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
  if (a === b) return out;
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
  if (before.nodes !== after.nodes) {
    for (const id of new Set([...Object.keys(before.nodes), ...Object.keys(after.nodes)])) {
      const a = before.nodes[id];
      const b = after.nodes[id];
      if (!a || !b) out.push(`nodes.${id}`);
      else changedPaths(a, b, `nodes.${id}`, out);
    }
  }
  return out.filter((p) => p !== 'root.version');
}

/**
 * Log entries naming what changed between two documents, in the editor's vocabulary (used after an undo or
 * redo, and for an overwrite): one entry per changed top-level field; added nodes are `insert`, removed ones
 * `delete`.
 */
export function describeChanges(before: FolioDocument, after: FolioDocument): EditLogEntry[] {
  const seen = new Set<string>();
  const out: EditLogEntry[] = [];
  for (const change of documentChanges(before, after)) {
    const [area, id, field] = segments(change);
    let entry: EditLogEntry;
    if (area === 'root') entry = { action: editActionFor('root', id!), path: `root.${id}` };
    else if (field === undefined) entry = { action: after.nodes[id!] ? 'insert' : 'delete', path: `nodes.${id}` };
    else {
      const kind = (after.nodes[id!] ?? before.nodes[id!])!.kind;
      entry = { action: editActionFor(kind, field), path: `nodes.${id}.${field}` };
    }
    const key = `${entry.action} ${entry.path}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(entry);
    }
  }
  return out;
}

export const TEMPLATE_PREFIX = 'This folio is based on a template';
const STRUCTURE_HINT = 'only its words, pictures, look and settings can change';

function entryProblem(entry: EditLogEntry, before: FolioDocument, after: FolioDocument): string | null {
  if (isMarker(entry)) return null;
  if (isStructural(entry)) {
    const names = entry.path === undefined || entry.path === 'root.pages' || /^nodes\.[^.]+(\.(children|resource|interactions))?$/.test(entry.path);
    return names ? null : `${TEMPLATE_PREFIX}: ${entry.action} names a node (nodes.<id>) or the nodes it holds, not ${entry.path}`;
  }
  const rule = RULES[entry.action];
  if (!rule) return `${TEMPLATE_PREFIX}: the action ${entry.action} is not allowed in it; ${STRUCTURE_HINT}`;
  const bases = TEMPLATE_ALLOWED_BASE_PATHS[entry.action]!;
  if (!entry.path || !bases.some((base) => isInside(entry.path!, base))) {
    return `${TEMPLATE_PREFIX}: ${entry.action} may change only ${bases.join(', ')}, not ${entry.path ?? 'an unnamed path'}`;
  }
  if (rule.target !== 'root') {
    const id = segments(entry.path)[1]!;
    const kind = (after.nodes[id] ?? before.nodes[id])?.kind;
    if (!kind || !rule.target.includes(kind)) {
      return `${TEMPLATE_PREFIX}: ${entry.action} does not apply to ${kind ? `a ${kind}` : `the missing node ${id}`} (${entry.path})`;
    }
  }
  return null;
}

/**
 * Why the change from `before` to `after`, described by `log`, is not allowed in a template-based folio; null
 * when it is.
 */
export function templateEditProblem(before: FolioDocument, after: FolioDocument, log: readonly EditLogEntry[]): string | null {
  for (const entry of log) {
    const problem = entryProblem(entry, before, after);
    if (problem) return problem;
  }
  const structural = log.some(isStructural);
  for (const change of documentChanges(before, after)) {
    if (structural && isStructureChange(change, before, after)) continue;
    if (!log.some((entry) => entry.path !== undefined && !isMarker(entry) && !isStructural(entry) && isInside(change, entry.path))) {
      return `${TEMPLATE_PREFIX}: the change to ${change} is not inside the path of any logged action`;
    }
  }
  const added = Object.fromEntries(Object.entries(after.nodes).filter(([id]) => !before.nodes[id]));
  return checkTemplateSupport(added);
}

/** A change a structural edit makes: a node added or removed, a field holding nodes, the page order, a button's widget list. */
function isStructureChange(change: string, before: FolioDocument, after: FolioDocument): boolean {
  if (change === 'root.pages') return true;
  const [area, id, field] = segments(change);
  if (area !== 'nodes') return false;
  if (field === undefined) return !before.nodes[id!] || !after.nodes[id!];
  if (STRUCTURE_FIELDS.includes(field)) return true;
  return after.nodes[id!]?.kind === 'button-widget' && isInside(change, `nodes.${id}.meta.action.click.widgetIds`);
}

/** Root fields a template-based folio may change (the settings panel can grey out the others). */
export const TEMPLATE_ROOT_FIELDS: readonly (keyof FolioRoot)[] = TEMPLATE_ACTIONS.updateSettings.fields;
