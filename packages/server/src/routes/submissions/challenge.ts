import type { App } from '../../app.ts';
import { notFound } from '../../errors.ts';
import type { BatchedRateLimits } from '../../services/auth/rateBatch.ts';
import { counterFor } from '../../services/spam/difficulty.ts';
import { makeChallenge, proofKeys } from '../../services/spam/proofOfWork.ts';
import { FORM_NOT_FOUND } from '../../services/submissions/create.ts';
import type { FormLoader } from '../../services/submissions/formCache.ts';
import { ChallengeParams, ProofChallenge } from './schema.ts';

/**
 * GET /public/api/folios/{id}/challenge (issue 31): a proof-of-work challenge for a published form, on both origins
 * (the page's widget asks its own). Harder for an address that asked many or sent many submissions lately.
 */
export function challengeRoute(app: App, deps: { rateLimits: BatchedRateLimits; loadForm: FormLoader }): void {
  const { db } = app.deps.database;
  app.get(
    '/public/api/folios/:id/challenge',
    {
      schema: {
        tags: ['submissions'],
        summary:
          'A proof-of-work challenge (ALTCHA v2) for a published form whose spamProtection is proofOfWork (404 for any other); solve it and send the payload as the submission’s altcha. Good for 10 minutes and this folio only; also on the sites origin. Never cached',
        params: ChallengeParams,
        response: { 200: ProofChallenge },
      },
    },
    async (req, reply) => {
      const folio = await deps.loadForm(req.params.id);
      // Only a published form that asks for a proof hands out challenges.
      if (!folio || folio.version === null || !folio.proofOfWork) throw notFound(FORM_NOT_FOUND);
      const challenge = await makeChallenge(await proofKeys(db), folio.id, { counterMax: counterFor(deps.rateLimits, app.deps.config, req.ip) });
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
}
