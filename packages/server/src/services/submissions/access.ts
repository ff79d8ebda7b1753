/** Who may read, edit or delete a submission: can.ts decides; this gathers what it needs and answers 404/403. */
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { hashToken } from '../../auth/tokens.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { FormFolio } from './publishedForm.ts';

export const SUBMISSION_NOT_FOUND = 'No submission with this id';
export const NOT_EDITABLE = 'Submissions to this form cannot be edited; the owner can allow it in the folio’s settings.';

export interface SubmissionOwnership {
  authorId: string | null;
  sessionTokenHash: Buffer | null;
}

/** Its reader as can.ts sees them: the signed-in user (null for a guest) and whether the X-Session token matches. */
export interface SubmissionReader {
  user: AuthUser | null;
  sessionToken: string | null;
  /** the share link the page was opened through, if any (a private folio's form is filled through it) */
  linkToken?: string | null;
}

const readersOf = (folio: FormFolio) => ({ authorId: folio.authorId, receiverIds: folio.receiverIds });

export function mayReadSubmissions(user: AuthUser | null, folio: FormFolio): boolean {
  return user !== null && can(user, { kind: 'folio.readSubmissions', folio: readersOf(folio) });
}

/** The folio's owner and receivers, the signed-in submitter, or the holder of the X-Session token it was sent with. */
export function assertReadable(reader: SubmissionReader, folio: FormFolio | null, s: SubmissionOwnership): FormFolio {
  const byToken = Boolean(reader.sessionToken && s.sessionTokenHash && hashToken(reader.sessionToken).equals(s.sessionTokenHash));
  const allowed =
    folio !== null &&
    (byToken ||
      (reader.user !== null &&
        can(reader.user, { kind: 'submission.read', folio: readersOf(folio), submitterId: s.authorId })));
  if (!allowed) throw notFound(SUBMISSION_NOT_FOUND);
  return folio!;
}

export function assertEditable(user: AuthUser, folio: FormFolio | null): FormFolio {
  if (!folio || !mayReadSubmissions(user, folio)) throw notFound(SUBMISSION_NOT_FOUND);
  if (!can(user, { kind: 'submission.edit', folio: { ...readersOf(folio), editableSubmission: folio.editableSubmission } })) {
    throw forbidden(folio.editableSubmission ? 'Only the folio’s owner edits its submissions.' : NOT_EDITABLE);
  }
  return folio;
}

export function assertDeletable(user: AuthUser, folio: FormFolio | null): FormFolio {
  if (!folio || !mayReadSubmissions(user, folio)) throw notFound(SUBMISSION_NOT_FOUND);
  if (!can(user, { kind: 'submission.delete', folio: readersOf(folio) })) throw forbidden('Only the folio’s owner deletes its submissions.');
  return folio;
}
