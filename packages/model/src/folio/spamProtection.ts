/**
 * How a published form keeps spam out without a third party (issue 31): the root's `spamProtection`. With
 * 'proofOfWork' the page solves an ALTCHA proof-of-work challenge in the background (the visitor clicks nothing)
 * and sends it with the answers, and the server takes each proof once; with 'none' only the honeypot is left.
 * New folios start with proof of work; a folio made before it existed has no value and means 'none', so forms
 * already published keep working as they were.
 */
import type { FolioRoot } from './types.ts';

export type SpamProtection = NonNullable<FolioRoot['spamProtection']>;

export const SPAM_PROTECTIONS = ['proofOfWork', 'none'] as const satisfies readonly SpamProtection[];

/** What a folio made now starts with. */
export const NEW_FOLIO_SPAM_PROTECTION: SpamProtection = 'proofOfWork';

/** The body field that carries the solved proof (ALTCHA's payload, base64 JSON). */
export const PROOF_FIELD = 'altcha';

export const SPAM_TEXTS = {
  proofNeeded: 'This form needs its anti-spam check; reload the page and send again.',
  proofUsed: 'This anti-spam check was already used; reload the page and send again.',
  notAChoice: 'spamProtection must be proofOfWork or none',
} as const;

/** Whether this root's form asks for a proof of work: only an explicit 'proofOfWork' does. */
export const usesProofOfWork = (root: Pick<FolioRoot, 'spamProtection'> | null | undefined): boolean => root?.spamProtection === 'proofOfWork';

/** Why a value cannot be a root's spamProtection, or null (absent is allowed: it means 'none'). */
export function spamProtectionProblem(value: unknown): string | null {
  return value === undefined || (SPAM_PROTECTIONS as readonly unknown[]).includes(value) ? null : SPAM_TEXTS.notAChoice;
}
