import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import {
  createComment,
  createSection,
  deleteComment,
  listComments,
  listReplies,
  reportComment,
  reportedComments,
  updateComment,
} from '../../services/comments/comments.ts';
import {
  CommentPage,
  CommentSchema,
  CreateCommentBody,
  IdParams,
  ListQuery,
  ReportAnswer,
  ReportBody,
  ReportList,
  SectionBody,
  SectionSchema,
  UpdateCommentBody,
} from './schema.ts';

/** Comments on folios (spec §7 Comments): read by anyone who may read the folio, written as yourself in the app. */
export async function commentRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['comments'];
  const security = [{ bearer: [] }];

  app.get(
    '/public/api/comments/:id',
    { schema: { tags, summary: 'Top comments of a folio (id: the folio or its comment section), newest first, with reply counts', params: IdParams, querystring: ListQuery, response: { 200: CommentPage } } },
    async (req) => listComments(db, req.auth, req.params.id, req.query),
  );
  app.get(
    '/public/api/comments/replies/:id',
    { schema: { tags, summary: 'The replies of a top comment, oldest first', params: IdParams, querystring: ListQuery, response: { 200: CommentPage } } },
    async (req) => listReplies(db, req.auth, req.params.id, req.query),
  );
  app.post(
    '/api/comments/section',
    { schema: { tags, security, summary: 'The folio’s comment section, made once (needs the right to change its settings)', body: SectionBody, response: { 201: SectionSchema } } },
    async (req, reply) => reply.code(201).send(await createSection(db, requireUser(req), req.body.folioId)),
  );
  app.post(
    '/api/comments',
    { schema: { tags, security, summary: 'Comment on a folio, or reply to a comment, as yourself', body: CreateCommentBody, response: { 201: CommentSchema } } },
    async (req, reply) => reply.code(201).send(await createComment(db, config, requireUser(req), req.body)),
  );
  app.patch(
    '/api/comments/:id',
    { schema: { tags, security, summary: 'Change your comment’s text (marked edited), or, as the folio’s owner, hide or show it', params: IdParams, body: UpdateCommentBody, response: { 200: CommentSchema } } },
    async (req) => updateComment(db, config, requireUser(req), req.params.id, req.body),
  );
  app.delete(
    '/api/comments/:id',
    { schema: { tags, security, summary: 'Delete a comment (its author or the folio’s owner); its replies stay', params: IdParams } },
    async (req, reply) => {
      await deleteComment(db, requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/comments/:id/report',
    { schema: { tags, security, summary: 'Report a comment to the folio’s owner', params: IdParams, body: ReportBody, response: { 200: ReportAnswer } } },
    async (req) => reportComment(db, requireUser(req), req.params.id, req.body.reason),
  );
  app.get(
    '/api/comments/reports/:id',
    { schema: { tags, security, summary: 'Reported comments of your folio (id: the folio), most reported first', params: IdParams, response: { 200: ReportList } } },
    async (req) => reportedComments(db, requireUser(req), req.params.id),
  );
}
