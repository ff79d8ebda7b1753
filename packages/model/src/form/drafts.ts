/**
 * Half-filled forms (issue 31): "Continue later" saves the visitor's answers and gives (or mails) a link that opens
 * the form with them for `resumeDays`; with `collectPartials` the page keeps the answers as the visitor goes from
 * step to step, and the owner sees those never sent apart from the submissions, with the step where each stopped.
 * Root fields, published with the folio; absent = off.
 */
import type { FolioRoot } from '../folio/types.ts';

export type FormDraftRoot = Pick<FolioRoot, 'resumeLater' | 'resumeDays' | 'collectPartials' | 'confirmationMail'>;

export const RESUME_DAYS_DEFAULT = 7;
export const RESUME_DAYS_MAX = 90;
/** The query parameter of a resume link. */
export const RESUME_PARAM = 'resume';

export const DRAFT_TEXTS = {
  off: 'This form does not keep answers for later',
  notFound: 'This link to continue the form has expired or does not exist; start again',
  days: `resumeDays must be a whole number of days from 1 to ${RESUME_DAYS_MAX}`,
  flag: (field: string) => `${field} must be true or false`,
  saved: 'Your answers are kept. Open this link to continue:',
  mailed: (to: string) => `We also sent the link to ${to}.`,
} as const;

/** How many days a resume link lasts for this root. */
export const resumeDaysOf = (root: FormDraftRoot): number => root.resumeDays ?? RESUME_DAYS_DEFAULT;

/** Why the root's draft settings cannot be stored, or null. */
export function formDraftProblem(root: FormDraftRoot): string | null {
  for (const field of ['resumeLater', 'collectPartials', 'confirmationMail'] as const) {
    if (root[field] !== undefined && typeof root[field] !== 'boolean') return DRAFT_TEXTS.flag(field);
  }
  const days = root.resumeDays;
  if (days !== undefined && (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > RESUME_DAYS_MAX)) return DRAFT_TEXTS.days;
  return null;
}

/** Whether a change touched the draft settings (the co-editing gate checks them only then). */
export const formDraftChanged = (before: FormDraftRoot, after: FormDraftRoot): boolean =>
  before.resumeLater !== after.resumeLater ||
  before.resumeDays !== after.resumeDays ||
  before.collectPartials !== after.collectPartials ||
  before.confirmationMail !== after.confirmationMail;
