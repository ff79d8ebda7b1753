/**
 * How hard a challenge is for the address that asks (issue 31): the normal counter, or PROOF_OF_WORK_RAISED_FACTOR
 * times it for an address that fetched many challenges or sent many submissions lately. Counted by the same
 * per-server batched counters as the submission rate limits (services/auth/rateBatch.ts): no round trip.
 */
import type { Config } from '../../config.ts';
import type { BatchedRateLimits } from '../auth/rateBatch.ts';

export type DifficultyConfig = Pick<
  Config,
  'PROOF_OF_WORK_COUNTER' | 'PROOF_OF_WORK_RAISED_FACTOR' | 'PROOF_OF_WORK_CALM_CHALLENGES' | 'PROOF_OF_WORK_CALM_SUBMISSIONS' | 'PROOF_OF_WORK_WINDOW_SECONDS'
>;

/** The rate-limit key of submissions from an address (services/submissions/create.ts counts them). */
export const submissionKey = (address: string): string => `submission:${address}`;

/** Counts this challenge against `address` and answers the highest counter it is to be asked. */
export function counterFor(limits: BatchedRateLimits, config: DifficultyConfig, address: string): number {
  const calm = limits.hit(`pow-challenge:${address}`, config.PROOF_OF_WORK_CALM_CHALLENGES, config.PROOF_OF_WORK_WINDOW_SECONDS).allowed;
  const noisy = !calm || limits.count(submissionKey(address)) >= config.PROOF_OF_WORK_CALM_SUBMISSIONS;
  return config.PROOF_OF_WORK_COUNTER * (noisy ? config.PROOF_OF_WORK_RAISED_FACTOR : 1);
}
