/**
 * Half-filled forms (issue 31, services/submissions/drafts.ts): a visitor saves answers to continue later (and may have
 * the link mailed) or the page keeps them step by step; the link opens them again; the owner lists those never sent.
 */
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { BatchedRateLimits } from '../../services/auth/rateBatch.ts';
import { listPartials, openDraft, saveDraft } from '../../services/submissions/drafts.ts';
import { PaginationQuery } from '../pagination.ts';
import { readerOf } from './requestContext.ts';
import { DraftParams, OpenedDraft, PartialList, SaveDraftBody, SavedDraft } from './draftsSchema.ts';
import { FolioIdParams } from './schema.ts';

const tags = ['submissions'];

export function draftRoutes(app: App, deps: { rateLimits: BatchedRateLimits }): void {
  const { db } = app.deps.database;
  const draftDeps = { db, mail: app.deps.mail, config: app.deps.config, rateLimits: deps.rateLimits };

  app.post(
    '/public/api/folios/:id/drafts',
    {
      schema: {
        tags,
        summary:
          'Keeps a visitor’s answers to continue the form later (when its owner offers "Continue later", or keeps partial submissions); with email, mails the link (5 an hour per address). Also on the sites origin. 403 when the form keeps no answers; 404 for no such form the caller may fill or a token that no longer works; 429 past the mails',
        params: FolioIdParams,
        body: SaveDraftBody,
        response: { 200: SavedDraft },
      },
    },
    async (req) => {
      const reader = readerOf(req);
      return saveDraft(draftDeps, { folioId: req.params.id, ...req.body }, { user: reader.user, linkToken: reader.linkToken ?? null, address: req.ip });
    },
  );

  app.get(
    '/public/api/drafts/:token',
    {
      schema: {
        tags,
        summary: 'The answers a "Continue later" link keeps, while it lasts and the form was not sent; 404 otherwise. Never cached',
        params: DraftParams,
        response: { 200: OpenedDraft },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return openDraft(db, req.params.token);
    },
  );

  app.get(
    '/api/folios/:id/partials',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Partial submissions: answers kept and never sent, newest first, with how many stopped at each step; for whoever reads the form’s submissions (404 otherwise)',
        params: FolioIdParams,
        querystring: PaginationQuery,
        response: { 200: PartialList },
      },
    },
    async (req) => listPartials(db, requireUser(req), req.params.id, req.query),
  );
}
