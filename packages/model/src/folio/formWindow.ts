/**
 * When a form takes answers (issue 31): the root's `opensAt` and `closesAt` (ISO 8601 instants, published with the
 * folio) and the author's `closedMessage`, shown in place of the form before it opens, after it closes and when it
 * is full (the saved folio's `submissionLimit`). The server refuses answers outside the window (403 with this text),
 * the published page draws the closed state and changes at each instant (its ETag names the phase).
 */
import type { FolioRoot } from './types.ts';

/** The longest closed message an author may write. */
export const CLOSED_MESSAGE_MAX = 500;

export const FORM_WINDOW_TEXTS = {
  closed: 'This form is closed.',
  opensOn: (when: string) => `This form opens on ${when}.`,
  closesBeforeOpens: 'The form must close after it opens.',
  notAnInstant: 'must be a date and time (ISO 8601, e.g. 2027-03-01T09:00:00Z)',
  messageTooLong: `Keep the closed message to ${CLOSED_MESSAGE_MAX} characters.`,
} as const;

export type FormWindowRoot = Pick<FolioRoot, 'opensAt' | 'closesAt' | 'closedMessage'>;

/** before: not open yet; open: takes answers; after: closed for good. */
export type FormPhase = 'before' | 'open' | 'after';

/** An ISO 8601 date and time with a zone (Z or ±hh:mm), as `Date` reads it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant in ms, or null when absent or not an instant. */
export function instantOf(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Where the form stands at `now` (ms). */
export function formPhase(root: FormWindowRoot, now: number): FormPhase {
  const opens = instantOf(root.opensAt);
  const closes = instantOf(root.closesAt);
  if (opens !== null && now < opens) return 'before';
  if (closes !== null && now >= closes) return 'after';
  return 'open';
}

/** The next instant after `now` at which the phase changes, or null when it never will. */
export function nextFormChange(root: FormWindowRoot, now: number): number | null {
  const times = [instantOf(root.opensAt), instantOf(root.closesAt)].filter((t): t is number => t !== null && t > now);
  return times.length ? Math.min(...times) : null;
}

/** An instant as people read it, in UTC: "1 March 2027, 09:00 UTC". */
export function formatInstant(ms: number): string {
  const d = new Date(ms);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** What a visitor reads in place of the form: the author's message, else the phase's default. */
export function closedText(root: FormWindowRoot, phase: Exclude<FormPhase, 'open'> | 'full'): string {
  const own = root.closedMessage?.trim();
  if (own) return own;
  const opens = instantOf(root.opensAt);
  return phase === 'before' && opens !== null ? FORM_WINDOW_TEXTS.opensOn(formatInstant(opens)) : FORM_WINDOW_TEXTS.closed;
}

/** What is wrong with the root's window and message (the field named first), or null. */
export function formWindowProblem(root: FormWindowRoot): string | null {
  for (const field of ['opensAt', 'closesAt'] as const) {
    const value = root[field];
    if (value !== undefined && value !== null && instantOf(value) === null) return `root.${field} ${FORM_WINDOW_TEXTS.notAnInstant}`;
  }
  const opens = instantOf(root.opensAt);
  const closes = instantOf(root.closesAt);
  if (opens !== null && closes !== null && closes <= opens) return `root.closesAt: ${FORM_WINDOW_TEXTS.closesBeforeOpens}`;
  if (root.closedMessage !== undefined && (typeof root.closedMessage !== 'string' || root.closedMessage.length > CLOSED_MESSAGE_MAX)) {
    return `root.closedMessage: ${FORM_WINDOW_TEXTS.messageTooLong}`;
  }
  return null;
}

/** Whether the window or message differ between two roots. */
export const formWindowChanged = (a: FormWindowRoot, b: FormWindowRoot): boolean =>
  (a.opensAt ?? null) !== (b.opensAt ?? null) || (a.closesAt ?? null) !== (b.closesAt ?? null) || (a.closedMessage ?? '') !== (b.closedMessage ?? '');
