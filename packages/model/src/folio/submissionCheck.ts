/**
 * The server's check of a submission's raw `data` (spec §5), written once here so the page and the server agree.
 * The page validates widget state with `checkSubmission`; the server cannot trust that state, so it first reads
 * each answer into the widget's state shape (types, sizes, option keys that exist), then applies the same
 * `isWidgetInvalid` rules to the widget with that state.
 */
import { formOutline, formVisibility, type FormOutline } from '../form/outline.ts';
import { labelOf } from './submissionLabels.ts';
import type { FolioNode, NodeMap } from './types.ts';
import { isWidgetInvalid } from './validation.ts';

/** What one answer may hold; anything larger is refused with the widget named. */
export const SUBMISSION_LIMITS = {
  /** characters of a text answer */
  textLength: 10_000,
  /** characters of a hyperlink answer */
  urlLength: 2_048,
  /** files of one upload answer */
  files: 20,
  /** characters of an uploaded file's name */
  fileName: 255,
} as const;

export interface SubmissionProblem {
  widgetId: string;
  message: string;
}

export interface SubmissionDataCheck {
  problems: SubmissionProblem[];
  /** the answers as stored: only the button's widgets, each in its widget's shape */
  data: Record<string, unknown>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRealDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

type Read = { state: Record<string, unknown>; answer: unknown } | { error: string };

/** Reads one raw answer into the widget's state; an error says what is wrong with it. */
function readAnswer(node: FolioNode, raw: unknown): Read {
  switch (node.kind) {
    case 'text-widget': {
      const value = raw ?? '';
      if (typeof value !== 'string') return { error: 'must be text' };
      if (value.length > SUBMISSION_LIMITS.textLength) return { error: `is longer than ${SUBMISSION_LIMITS.textLength.toLocaleString('en')} characters` };
      return { state: { value }, answer: value };
    }
    case 'hyperlink-widget': {
      const value = raw ?? '';
      if (typeof value !== 'string') return { error: 'must be a web address' };
      if (value.length > SUBMISSION_LIMITS.urlLength) return { error: `is longer than ${SUBMISSION_LIMITS.urlLength.toLocaleString('en')} characters` };
      const trimmed = value.trim();
      return { state: { value, urlError: trimmed !== '' && !isHttpUrl(trimmed) }, answer: trimmed };
    }
    case 'numeric-widget': {
      const value = raw ?? 0;
      if (typeof value !== 'number' || !Number.isFinite(value)) return { error: 'must be a number' };
      const { min, max, format } = node.meta;
      if (format === 'integer' && !Number.isInteger(value)) return { error: 'must be a whole number' };
      if (value !== 0 && (value < min || value > max)) return { error: `must be between ${min} and ${max}` };
      return { state: { value }, answer: value };
    }
    case 'multiple-choice-widget': {
      const value = raw ?? [];
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return { error: 'must be a list of chosen options' };
      const keys = new Set(node.meta.options.map((o) => o.value));
      const selected = [...new Set(value as string[])];
      if (selected.some((v) => !keys.has(v))) return { error: 'names an option the question does not have' };
      if (!node.meta.acceptMultiple && selected.length > 1) return { error: 'takes one option only' };
      return { state: { selected }, answer: selected };
    }
    case 'date-widget': {
      if (raw === null || raw === undefined || raw === '') return { state: { value: null, isSet: false }, answer: null };
      if (typeof raw !== 'string' || !isRealDate(raw)) return { error: 'must be a date written YYYY-MM-DD' };
      return { state: { value: raw, isSet: true }, answer: raw };
    }
    case 'time-widget': {
      if (raw === null || raw === undefined || raw === '') return { state: { value: '', isSet: false }, answer: null };
      if (typeof raw !== 'string' || !TIME.test(raw)) return { error: 'must be a time written HH:MM (24-hour)' };
      return { state: { value: raw, isSet: true }, answer: raw };
    }
    case 'upload-widget': {
      const value = raw ?? [];
      if (!Array.isArray(value)) return { error: 'must be a list of uploaded files' };
      const max = node.meta.format === 'single' ? 1 : SUBMISSION_LIMITS.files;
      if (value.length > max) return { error: max === 1 ? 'takes one file only' : `takes at most ${max} files` };
      const files: Array<{ uuid: string; name: string }> = [];
      for (const item of value as unknown[]) {
        const file = item as { uuid?: unknown; name?: unknown } | null;
        if (!file || typeof file !== 'object' || typeof file.uuid !== 'string' || !UUID.test(file.uuid)) {
          return { error: 'names a file that was not uploaded here' };
        }
        const name = typeof file.name === 'string' ? file.name.slice(0, SUBMISSION_LIMITS.fileName) : 'file';
        files.push({ uuid: file.uuid.toLowerCase(), name });
      }
      return { state: { files, pendingUploads: 0 }, answer: files };
    }
    default:
      return { error: 'does not take answers' };
  }
}

const RULE_MESSAGES: Partial<Record<FolioNode['kind'], string>> = {
  'text-widget': 'is required, or is not a valid address or phone number',
  'numeric-widget': 'is required',
  'multiple-choice-widget': 'needs at least one option chosen',
  'date-widget': 'needs a date',
  'time-widget': 'needs a time',
  'upload-widget': 'needs at least one file',
  'hyperlink-widget': 'needs a valid web address (http or https)',
};

/**
 * Checks `data` (keyed by widget id) against the widgets a submit button lists, as the published folio has them.
 * Keys outside the list are refused; listed widgets that are missing are read as empty (and refused if required).
 * A widget its form's logic hides (issue 31: a rule on it, its block or tile, or a step the answers skip) is not
 * asked: its answer is dropped, whatever it holds, and it is never required.
 */
export function checkSubmissionData(nodes: NodeMap, widgetIds: readonly string[], data: Record<string, unknown>): SubmissionDataCheck {
  const problems: SubmissionProblem[] = [];
  const listed = new Set(widgetIds.filter((id) => nodes[id]));
  for (const key of Object.keys(data)) {
    if (!listed.has(key)) problems.push({ widgetId: key, message: `"${key}" is not a field of this form` });
  }
  const reads = new Map<string, Read>();
  const given: Record<string, unknown> = {};
  for (const id of listed) {
    const read = readAnswer(nodes[id]!, data[id]);
    reads.set(id, read);
    if (data[id] !== undefined && !('error' in read)) given[id] = read.answer;
  }
  const { visible } = formVisibility(cachedOutline(nodes, widgetIds), given);
  const clean: Record<string, unknown> = {};
  for (const id of listed) {
    if (!visible.has(id)) continue;
    const node = nodes[id]!;
    const name = labelOf(node);
    const read = reads.get(id)!;
    if ('error' in read) {
      problems.push({ widgetId: id, message: `${name} ${read.error}` });
      continue;
    }
    const withState = { ...node, state: { ...('state' in node ? node.state : {}), ...read.state } } as FolioNode;
    if (isWidgetInvalid(withState)) {
      problems.push({ widgetId: id, message: `${name} ${RULE_MESSAGES[node.kind] ?? 'is not valid'}` });
      continue;
    }
    clean[id] = read.answer;
  }
  return { problems, data: clean };
}

/** A published form's outline, made once per node map and button (the server checks many submissions of one form). */
const OUTLINES = new WeakMap<object, Map<string, FormOutline>>();
function cachedOutline(nodes: NodeMap, widgetIds: readonly string[]): FormOutline {
  let forNodes = OUTLINES.get(nodes);
  if (!forNodes) OUTLINES.set(nodes, (forNodes = new Map()));
  const key = widgetIds.join(' ');
  let outline = forNodes.get(key);
  if (!outline) forNodes.set(key, (outline = formOutline(nodes, widgetIds)));
  return outline;
}
