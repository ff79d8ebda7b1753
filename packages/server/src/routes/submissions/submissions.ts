import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { BatchedRateLimits } from '../../services/auth/rateBatch.ts';
import { SubmissionWriter } from '../../services/submissions/batchWriter.ts';
import { createSubmission } from '../../services/submissions/create.ts';
import { cachedForms } from '../../services/submissions/formCache.ts';
import type { FormFolio } from '../../services/submissions/publishedForm.ts';
import { visitorCacheOf } from '../sites/visitorCaches.ts';
import { deleteSubmission, editSubmission } from '../../services/submissions/edit.ts';
import { getSubmission, listSubmissions } from '../../services/submissions/read.ts';
import { sendSubmissionEmail } from '../../services/submissions/sendEmail.ts';
import { mySubmissions } from '../../services/submissions/mine.ts';
import { receivedForms } from '../../services/submissions/received.ts';
import { PaginationQuery } from '../pagination.ts';
import { challengeRoute } from './challenge.ts';
import { draftRoutes } from './drafts.ts';
import { formStateRoute } from './formState.ts';
import { readerOf } from './requestContext.ts';
import { markChangedNothingKept } from '../../plugins/changeFeed.ts';
import {
  CreateSubmissionBody,
  CreatedSubmission,
  EditSubmissionBody,
  FolioIdParams,
  ListSubmissionsQuery,
  MySubmissionsAnswer,
  ReceivedFormsAnswer,
  SendEmailBody,
  SentEmail,
  SessionHeaders,
  SubmitHeaders,
  SubmissionAnswer,
  SubmissionIdParams,
  SubmissionListAnswer,
} from './schema.ts';

const tags = ['submissions'];
const optionalBearer: Array<Record<string, string[]>> = [{}, { bearer: [] }];
const security = [{ bearer: [] }];

/** Form submissions (spec §7 Submissions): sent from published pages, read by the folio's owner and receivers. */
export async function submissionRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const deps = { db, mail: app.deps.mail, config: app.deps.config };
  // This server's counts of submissions per address and per address to one owner, shared with the others in batches.
  const rateLimits = new BatchedRateLimits(db);
  app.addHook('onClose', () => rateLimits.close());
  const loadForm = cachedForms(db, visitorCacheOf<FormFolio>(app, 'submissionForms'));
  const writer = new SubmissionWriter(db, app.deps.database.pool);
  // Its difficulty reads the same counters as the submissions' rate limits.
  challengeRoute(app, { rateLimits, loadForm });
  draftRoutes(app, { rateLimits });
  formStateRoute(app, { loadForm });

  app.post(
    '/public/api/submissions',
    {
      schema: {
        tags,
        security: optionalBearer,
        summary:
          'Send a form’s answers; checked against the published folio (400 names the widget; 400 with field altcha when its proof of work is missing, invalid, expired or used). Also on the sites origin. 403 when the owner’s month is full (stored submissions count), and with closed: true and the author’s closed message when the form is not open yet, closed (published opensAt/closesAt) or full (submissionLimit); 400 with field hidden.<name> for a hidden value the button does not declare or longer than 500 characters; 413 when its files do not fit the owner’s storage; 429 with Retry-After past SUBMISSION_RATE_LIMIT attempts per address, or SUBMISSION_OWNER_RATE_LIMIT stored submissions per address to one owner. With an Idempotency-Key, a repeat answers the first 201 and stores nothing; the key with other answers is 422',
        headers: SubmitHeaders,
        body: CreateSubmissionBody,
        response: { 201: CreatedSubmission },
      },
    },
    async (req, reply) => {
      const reader = readerOf(req);
      const created = await createSubmission({ ...deps, rateLimits, loadForm, writer, webhooks: app.webhookSubscriptions }, { ...req.body, idempotencyKey: req.headers['idempotency-key'] }, { ...reader, address: req.ip });
      if (created.changedNothingKept) markChangedNothingKept(req);
      return reply.code(201).send({ id: created.id });
    },
  );

  app.get(
    '/public/api/submissions/:id',
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'One submission: for the folio’s owner and receivers, its signed-in sender, or the holder of its X-Session token',
        headers: SessionHeaders,
        params: SubmissionIdParams,
        response: { 200: SubmissionAnswer },
      },
    },
    async (req) => getSubmission(db, readerOf(req), req.params.id),
  );

  app.post(
    '/public/api/folios/:id/submissions/submit-send-email',
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'Mail a submission just sent to the address its button names (once; by its sender only)',
        headers: SessionHeaders,
        params: FolioIdParams,
        body: SendEmailBody,
        response: { 202: SentEmail },
      },
    },
    async (req, reply) => {
      const reader = readerOf(req);
      const sent = await sendSubmissionEmail(deps, { ...reader, address: req.ip }, req.params.id, req.body.submissionId);
      return reply.code(202).send(sent);
    },
  );

  app.get(
    '/api/folios/:id/submissions',
    {
      schema: {
        tags,
        security,
        summary: 'A folio’s submissions (owner and receivers; mySubmissions=true for the caller’s own), with its table columns',
        params: FolioIdParams,
        querystring: ListSubmissionsQuery,
        response: { 200: SubmissionListAnswer },
      },
    },
    async (req) => listSubmissions(db, requireUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/submissions/mine',
    {
      schema: {
        tags,
        security,
        summary: 'The caller’s own submissions to every form, newest first, with their answers as people read them',
        querystring: PaginationQuery,
        response: { 200: MySubmissionsAnswer },
      },
    },
    async (req) => mySubmissions(db, requireUser(req), req.query.first, req.query.after),
  );

  app.get(
    '/api/submissions/received',
    {
      schema: {
        tags,
        security,
        summary: 'Other people’s folios whose submissions the caller receives (submissionReceiversAccounts), with counts',
        response: { 200: ReceivedFormsAnswer },
      },
    },
    async (req) => receivedForms(db, requireUser(req)),
  );

  app.patch(
    '/api/submissions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a submission’s answers (the folio’s owner, when editableSubmission is on); checked like a new one',
        params: SubmissionIdParams,
        body: EditSubmissionBody,
        response: { 200: SubmissionAnswer },
      },
    },
    async (req) => editSubmission(db, requireUser(req), req.params.id, req.body.data),
  );

  app.delete(
    '/api/submissions/:id',
    {
      schema: { tags, security, summary: 'Delete a submission and its files (the folio’s owner)', params: SubmissionIdParams },
    },
    async (req, reply) => {
      await deleteSubmission(db, requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );
}
