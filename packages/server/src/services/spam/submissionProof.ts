/**
 * The proof of work a submission carries (issue 31): checked before anything is stored, cheaply (two HMACs, the
 * keys kept per database handle, node:crypto); being good once is decided by the statement that stores the submission
 * (submissions/insert.ts records the proof in `used_proofs`), so a proof costs no round trip of its own.
 */
import { PROOF_FIELD, SPAM_TEXTS } from '@folio/model';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import type { UsedProof } from '../submissions/insert.ts';
import { checkProof, proofKeys } from './proofOfWork.ts';

/** A 400 naming the field `altcha`, so the page knows to fetch a new proof. */
export const proofRefused = (message: string): HttpError => new HttpError(400, 'Bad Request', message, {}, { field: PROOF_FIELD });

/** The checked proof of `payload` for the form of `folioId`; a 400 when it is missing, malformed, expired or not this form's. */
export async function submissionProof(db: Executor, folioId: string, payload: string | undefined): Promise<UsedProof> {
  const check = checkProof(await proofKeys(db), folioId, payload);
  if (!check.ok) throw proofRefused(SPAM_TEXTS.proofNeeded);
  return { id: check.id, expiresAt: check.expiresAt };
}
