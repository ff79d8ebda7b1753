/**
 * GET /public/api/folios/{id}/formState (issue 31): whether a published form takes answers now — its window, and
 * its limit reached — with what visitors read in its place, so a full form shows its closed message as the page
 * opens rather than when the visitor sends. Also on the sites origin; never cached.
 */
import { closedText, formPhase } from '@folio/model';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { folioSubmissionCounts } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { FORM_NOT_FOUND, LIMIT_REACHED } from '../../services/submissions/create.ts';
import type { FormLoader } from '../../services/submissions/formCache.ts';
import { FolioIdParams } from './schema.ts';

const FormState = z.object({
  accepting: z.boolean().describe('Whether the form takes answers now'),
  message: z.string().nullable().describe('What visitors read in place of the form when it does not (the author’s closed message, else the default)'),
});

export function formStateRoute(app: App, deps: { loadForm: FormLoader }): void {
  const { db } = app.deps.database;
  app.get(
    '/public/api/folios/:id/formState',
    { schema: { tags: ['submissions'], summary: 'Whether a published form takes answers now (its opening times and its limit), and what visitors read when it does not; 404 for no such published form', params: FolioIdParams, response: { 200: FormState } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const folio = await deps.loadForm(req.params.id);
      if (!folio || folio.version === null) throw notFound(FORM_NOT_FOUND);
      const phase = formPhase(folio.window, Date.now());
      if (phase !== 'open') return { accepting: false, message: closedText(folio.window, phase) };
      if (folio.submissionLimit !== null) {
        const [count] = await db.select({ n: folioSubmissionCounts.n }).from(folioSubmissionCounts).where(eq(folioSubmissionCounts.folioId, folio.id));
        if ((count?.n ?? 0) >= folio.submissionLimit) return { accepting: false, message: folio.window.closedMessage?.trim() || LIMIT_REACHED };
      }
      return { accepting: true, message: null };
    },
  );
}
