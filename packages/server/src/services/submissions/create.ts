/**
 * Receiving a submission (spec §3 Submission, §5): the answers are checked again here with the model's rules,
 * against the PUBLISHED snapshot, never trusting the page; nothing is stored unless every answer passes. Files
 * named by upload answers must be this form's finished, unattached uploads; they are attached, and the receivers'
 * mails enqueued, in the transaction that stores the submission.
 */
import { checkPermit } from '../users/limits.ts';
import { grantFor } from '../shares/grants.ts';
import { SPAM_TEXTS, accountTypeOf, answerText, checkHiddenValues, checkSubmissionData, closedText, confirmationAddress, formPhase, hiddenFieldsOf, isSubmitButton, type NodeMap } from '@folio/model';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan } from '../../auth/can.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { submissionFiles } from '../../db/schema.ts';
import { HttpError, badRequest, forbidden, notFound, tooManyRequests, unprocessable } from '../../errors.ts';
import type { MailService } from '../../mail/service.ts';
import type { BatchedRateLimits } from '../auth/rateBatch.ts';
import { assertAuthorCanKeep, forgetUploadClients, unusableFormUploads } from '../uploads/formUploads.ts';
import { refreshSubmissionFields } from './fields.ts';
import type { FormLoader } from './formCache.ts';
import type { SubmissionWriter } from './batchWriter.ts';
import { insertAdmitted, type Admitted, type Columns, type UsedProof } from './insert.ts';
import { proofRefused, submissionProof } from '../spam/submissionProof.ts';
import { publishedNodes, type FormFolio } from './publishedForm.ts';
import { enqueueReceiverMails, readableAnswers } from './receiverMail.ts';
import { answersCopyMail } from '../../mail/templates.ts';
import { completeDraft } from './drafts.ts';
import { eventBody } from '../webhooks/emit.ts';
import { submissionEvent } from '../webhooks/events.ts';
import type { WebhookSubscriptions } from '../webhooks/subscriptions.ts';

export const FORM_NOT_FOUND = 'No published form with this id';
export const LIMIT_REACHED = 'This form has received all the submissions it takes; it no longer accepts answers.';
const OWNER_RATE_LIMITED = (wait: string) =>
  `This form has received as many answers from your address as it takes for now; please try again in ${wait}.`;
export const KEY_REUSED = 'This Idempotency-Key was already used to send other answers; send new answers with a new key.';

export interface NewSubmission {
  folioId: string;
  buttonId: string;
  data: Record<string, unknown>;
  websiteId?: string | undefined;
  shareId?: string | undefined;
  /** the honeypot: people leave it empty */
  website?: string | undefined;
  /** values the page read from its address for the button's hidden fields (issue 31, model hiddenFields.ts) */
  hidden?: Record<string, unknown> | undefined;
  /** the solved proof of work (ALTCHA's payload), needed when the published form asks for it (services/spam/) */
  altcha?: string | undefined;
  /** the sender's Idempotency-Key: a repeat answers the first answer */
  idempotencyKey?: string | undefined;
  /** the "Continue later" or partial draft these answers finish (issue 31, drafts.ts): it is done once they are stored */
  draftToken?: string | undefined;
  /** the language the visitor read the form in (issue 32): kept only when it is one of the published folio's */
  language?: string | undefined;
}

export interface SubmitContext {
  user: AuthUser | null;
  /** the X-Session token the page keeps; stored hashed */
  sessionToken: string | null;
  /** the share link the page was opened through (X-Share-Token) */
  linkToken?: string | null;
  address: string;
}

export interface SubmissionDeps {
  db: Db;
  mail: MailService;
  config: Config;
}

/** A 400 naming the widget, so the page can flag that field. */
export class SubmissionRefused extends HttpError {
  constructor(widgetId: string, message: string) {
    super(400, 'Bad Request', message, {}, { widgetId });
  }
}

/** A 403 for a form that takes no answers now (before it opens, after it closes, full): the page shows `message` in its place. */
export class FormClosed extends HttpError {
  constructor(message: string) {
    super(403, 'Forbidden', message, {}, { closed: true });
  }
}

/** Whether the caller may fill the form: the folio published and readable by them (shares included). */
export async function mayFill(db: Executor, user: AuthUser | null, folio: FormFolio, linkToken: string | null): Promise<boolean> {
  const share = user?.userId === folio.authorId ? null : await grantFor(db, user?.userId ?? null, { type: 'folio', id: folio.id }, linkToken);
  const access = { authorId: folio.authorId, isPublic: folio.isPublic, isPublished: folio.version !== null, share, licence: folio.licence };
  return user ? can(user, { kind: 'submission.create', folio: access }) : guestCan({ kind: 'submission.create', folio: access });
}

/** The answers' text for search: lower-cased, one line per answer. */
export function searchTextOf(nodes: NodeMap, data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([id, answer]) => answerText(nodes[id], answer))
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

async function checkWebsite(db: Db, websiteId: string, folioId: string): Promise<void> {
  const result = await db.execute(sql`
    select 1 from websites w where w.id = ${websiteId} and w.published_at is not null and (
      exists (select 1 from website_pages wp where wp.website_id = w.id and wp.folio_id = ${folioId})
      or w.header_folio_id = ${folioId} or w.footer_folio_id = ${folioId})`);
  if (!result.rows.length) throw badRequest('websiteId: this folio is not a page of that published website');
}

/** Sending a form needs this server's rate-limit counters besides the submission deps. */
export interface SubmitDeps extends SubmissionDeps {
  rateLimits: BatchedRateLimits;
  /** the form as this server keeps it (formCache.ts) */
  loadForm: FormLoader;
  /** stores submissions without files or receivers in batches (batchWriter.ts) */
  writer: SubmissionWriter;
  /** whether the owner's webhooks take the submission (then it is stored in a transaction that also writes the event) */
  webhooks: WebhookSubscriptions;
}

/**
 * The stored submission's id; `changedNothingKept` when storing it announced nothing on the change feed (a batched
 * row of a form without charts, no draft finished), so its answer need not wait for the feed (plugins/changeFeed.ts).
 */
export async function createSubmission(deps: SubmitDeps, input: NewSubmission, ctx: SubmitContext): Promise<{ id: string; changedNothingKept: boolean }> {
  const { db, config, rateLimits, loadForm } = deps;
  // Counted in memory, shared between servers in batches (services/auth/rateBatch.ts): no round trip here.
  const attempt = rateLimits.hit(`submission:${ctx.address}`, config.SUBMISSION_RATE_LIMIT, config.SUBMISSION_RATE_LIMIT_WINDOW_SECONDS);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
  const folio = await loadForm(input.folioId);
  if (!folio || !(await mayFill(db, ctx.user, folio, ctx.linkToken ?? null))) throw notFound(FORM_NOT_FOUND);
  // A filled honeypot is a bot: it is told all went well and nothing is kept.
  if (input.website) return { id: crypto.randomUUID(), changedNothingKept: true };
  // The published window (formWindow.ts): outside it nothing is counted or stored.
  const phase = formPhase(folio.window, Date.now());
  if (phase !== 'open') throw new FormClosed(closedText(folio.window, phase));
  // Checked before anything is counted or stored; that it is unused is decided where the submission is stored.
  const proof = folio.proofOfWork ? await submissionProof(db, folio.id, input.altcha) : null;
  // Counted before storing, so parallel ones count too; given back when nothing is then stored.
  const ownerKey = `submission-owner:${folio.authorId}:${ctx.address}`;
  const fromHere = rateLimits.hit(ownerKey, config.SUBMISSION_OWNER_RATE_LIMIT, config.SUBMISSION_OWNER_RATE_LIMIT_WINDOW_SECONDS);
  if (!fromHere.allowed) throw tooManyRequests(fromHere.retryAfterSeconds, OWNER_RATE_LIMITED);
  let stored: Stored;
  try {
    stored = await store(deps, input, ctx, folio, proof);
  } catch (err) {
    rateLimits.giveBack(ownerKey);
    throw err;
  }
  // A repeat stored nothing: it does not count against the address either.
  if (stored.repeat) rateLimits.giveBack(ownerKey);
  if (input.draftToken && !stored.repeat) await completeDraft(db, folio.id, input.draftToken);
  return { id: stored.id, changedNothingKept: stored.changedNothingKept === true && !input.draftToken };
}

interface Stored {
  id: string;
  /** a repeat of an Idempotency-Key already stored: nothing new was stored */
  repeat: boolean;
  /** stored by the batched statement, which announced nothing on the change feed (its folio has no chart) */
  changedNothingKept?: boolean;
}

/** The first answer when this Idempotency-Key is already stored (422 when it came with other answers), else null. */
async function repeatOf(db: Db, v: Columns, folio: FormFolio): Promise<Stored | null> {
  if (!v.idempotencyKey) return null;
  const first = await db.execute<{ id: string; same: boolean }>(sql`
    select id, (button_id = ${v.buttonId} and data = ${JSON.stringify(v.data)}::jsonb) as same
    from submissions where folio_id = ${folio.id} and idempotency_key = ${v.idempotencyKey}`);
  const row = first.rows[0];
  if (row && !row.same) throw unprocessable(KEY_REUSED);
  return row ? { id: row.id, repeat: true } : null;
}

/**
 * What a submission not inserted answers: the first answer for a repeated key (a retry carries the proof its first
 * try used), else a proof of work already taken, else the limit that refused it.
 */
async function notInserted(db: Db, admitted: Admitted, v: Columns, folio: FormFolio): Promise<Stored> {
  const repeat = await repeatOf(db, v, folio);
  if (repeat) return repeat;
  if (admitted.proof_used) throw proofRefused(SPAM_TEXTS.proofUsed);
  if (admitted.refused === 'folio') throw new FormClosed(folio.window.closedMessage?.trim() || LIMIT_REACHED);
  const month = await checkPermit(db, folio.authorId, 'submission.receive');
  throw forbidden(month.message ?? LIMIT_REACHED);
}

/** Checks the answers against the published form and stores them (with their files and receivers' mails). */
async function store(deps: SubmitDeps, input: NewSubmission, ctx: SubmitContext, folio: FormFolio, proof: UsedProof | null): Promise<Stored> {
  const { db, config } = deps;
  const { nodes, fresh } = await publishedNodes(db, folio);
  const button = nodes[input.buttonId];
  if (!button || !isSubmitButton(button)) throw badRequest(`buttonId: "${input.buttonId}" is not a submit button of this form`);
  const check = checkSubmissionData(nodes, button.meta.action.click.widgetIds, input.data);
  const problem = check.problems[0];
  if (problem) throw new SubmissionRefused(problem.widgetId, problem.message);
  // Hidden values only for the names the published button declares; stored beside the answers as `hidden:<name>`.
  const hidden = checkHiddenValues(hiddenFieldsOf(button.meta.action.click), input.hidden);
  if (hidden.problem) throw new HttpError(400, 'Bad Request', hidden.problem.message, {}, { field: hidden.problem.field });
  const data = { ...check.data, ...hidden.data };
  if (input.websiteId) await checkWebsite(db, input.websiteId, folio.id);
  const monthLimit = accountTypeOf(folio.ownerTypeId).submissionsPerMonth;
  // Columns for folios published before submissions were kept (publishing writes them from then on).
  if (fresh) await refreshSubmissionFields(db, folio.id, nodes);

  const files = Object.entries(check.data).flatMap(([widgetId, answer]) =>
    nodes[widgetId]?.kind === 'upload-widget' ? (answer as Array<{ uuid: string; name: string }>).map((f) => ({ widgetId, ...f })) : [],
  );
  const values: Columns = {
    folioId: folio.id,
    buttonId: input.buttonId,
    authorId: ctx.user?.userId ?? null,
    sessionTokenHash: ctx.sessionToken ? hashToken(ctx.sessionToken) : null,
    shareId: input.shareId ?? null,
    isFromWebsite: Boolean(input.websiteId),
    websiteId: input.websiteId ?? null,
    folioVersion: folio.version!,
    data,
    searchText: searchTextOf(nodes, data),
    idempotencyKey: input.idempotencyKey ?? null,
    // Issue 32: one set of submissions whatever the language; the language recorded when it is one of the folio's.
    language: input.language ? (folio.languages.find((l) => l.toLowerCase() === input.language!.trim().toLowerCase()) ?? null) : null,
  };
  // When the owner's webhooks take it, the event is written by the statement that stores the submission (insert.ts).
  const hooked = await deps.webhooks.wants(folio.authorId, 'submission.created', { folioId: folio.id, websiteId: input.websiteId ?? null });
  const id = crypto.randomUUID();
  const webhookBody = hooked
    ? eventBody('submission.created', submissionEvent('submission.created', folio, nodes, { id, buttonId: input.buttonId, websiteId: input.websiteId ?? null, data, createdAt: new Date().toISOString() }).data)
    : null;
  const row = { values, folio, monthLimit, id, webhookBody, proof };
  // A copy of the answers to the visitor, when the form asks for it: at most 3 a day to one address from one form.
  const copyTo = folio.confirmationMail ? confirmationAddress(nodes, button.meta.action.click.widgetIds, check.data) : null;
  const mailsCopy = copyTo !== null && deps.rateLimits.hit(`copy:${folio.id}:${copyTo.toLowerCase()}`, 3, 86_400).allowed;
  // The common case (no files, receivers or copy to mail) is one row of a batched statement, limits included;
  // anything more runs in one transaction.
  if (!files.length && !folio.receiverIds.length && !mailsCopy) {
    const admitted = await deps.writer.insert(row);
    return admitted.id ? { id: admitted.id, repeat: false, changedNothingKept: admitted.charted === false } : notInserted(db, admitted, values, folio);
  }
  // A repeat of a submission with files: its files are attached already, so it is answered before they are checked.
  const repeat = files.length ? await repeatOf(db, values, folio) : null;
  if (repeat) return repeat;
  const admitted = await db.transaction(async (tx) => {
    for (const widgetId of new Set(files.map((f) => f.widgetId))) {
      const bad = await unusableFormUploads(tx, folio.id, widgetId, files.filter((f) => f.widgetId === widgetId).map((f) => f.uuid));
      if (bad.length) throw new SubmissionRefused(widgetId, `${widgetId}: a file was not uploaded to this form, is not finished, or was already sent`);
    }
    await assertAuthorCanKeep(tx, config, folio.authorId, files.map((f) => f.uuid));
    const stored = await insertAdmitted(tx, row);
    if (!stored.id) return stored;
    if (files.length) {
      await tx.insert(submissionFiles).values(files.map((f) => ({ submissionId: stored.id!, blobId: f.uuid, widgetId: f.widgetId, name: f.name })));
      await forgetUploadClients(tx, files.map((f) => f.uuid));
    }
    if (folio.receiverIds.length) {
      await enqueueReceiverMails(tx, deps, { folio, nodes, submissionId: stored.id, data: check.data, createdAt: new Date(stored.created_at!) });
    }
    if (mailsCopy) await deps.mail.enqueue(tx, answersCopyMail(copyTo, folio.name, readableAnswers(nodes, check.data)));
    return stored;
  });
  if (!admitted.id) return notInserted(db, admitted, values, folio);
  if (folio.receiverIds.length || mailsCopy) deps.mail.flush();
  return { id: admitted.id, repeat: false };
}
