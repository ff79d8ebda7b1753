/**
 * Half-filled forms (issue 31, decision 64): a visitor's answers kept to continue later (a link, mailed when asked),
 * or kept as they go from step to step (partials, when the owner asks for them). Only what the published form asks
 * and in its shape is kept (files are not: an unsent upload is swept within the hour); the link's token is kept as
 * its SHA-256 and works until `resumeDays` pass or the form is sent.
 */
import { DRAFT_TEXTS, EMAIL_PATTERN, RESUME_PARAM, answerText, checkSubmissionData, formFields, isSubmitButton, resumeDaysOf, type FormDraftRoot, type NodeMap } from '@folio/model';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../../auth/authenticate.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { formDrafts } from '../../db/schema.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../errors.ts';
import type { MailService } from '../../mail/service.ts';
import { resumeMail } from '../../mail/templates.ts';
import type { BatchedRateLimits } from '../auth/rateBatch.ts';
import { visitorPath } from '../folios/folioPublish.ts';
import { FORM_NOT_FOUND, mayFill } from './create.ts';
import { findFormFolio, publishedNodes, type FormFolio } from './publishedForm.ts';
import { mayReadSubmissions } from './access.ts';
import { FOLIO_NOT_FOUND } from '../folios/folios.ts';

/** Resume links mailed per address per hour (a visitor cannot make Folio mail anyone much). */
const MAILS_PER_HOUR = 5;

export interface DraftDeps {
  db: Db;
  mail: MailService;
  config: Config;
  rateLimits: BatchedRateLimits;
}

export interface DraftInput {
  folioId: string;
  buttonId: string;
  data: Record<string, unknown>;
  step?: string | undefined;
  /** mail the link here */
  email?: string | undefined;
  /** the draft's token: update it rather than start another */
  token?: string | undefined;
}

export interface DraftContext {
  user: AuthUser | null;
  linkToken: string | null;
  address: string;
}

export interface SavedDraft {
  /** shown once: it opens the draft (`?resume=<token>` on the form's page) */
  token: string;
  expiresAt: string;
  /** the address the link was mailed to, when asked */
  mailedTo: string | null;
}

/** The published root's draft settings and first page. */
async function draftSettings(db: Executor, folioId: string): Promise<FormDraftRoot & { firstPage: string | undefined; url: string | null }> {
  const result = await db.execute<{ resume_later: boolean | null; resume_days: number | null; collect_partials: boolean | null; first_page: string | null; url: string | null }>(sql`
    select (p.root->>'resumeLater')::boolean as resume_later,
      case when jsonb_typeof(p.root->'resumeDays') = 'number' then (p.root->>'resumeDays')::int end as resume_days,
      (p.root->>'collectPartials')::boolean as collect_partials, p.root->'pages'->>0 as first_page, f.url
    from folio_publications p join folios f on f.id = p.folio_id where p.folio_id = ${folioId}`);
  const r = result.rows[0];
  return { resumeLater: r?.resume_later === true, resumeDays: r?.resume_days ?? undefined, collectPartials: r?.collect_partials === true, firstPage: r?.first_page ?? undefined, url: r?.url ?? null };
}

/** What of the answers a draft keeps: the button's widgets' answers that are in shape, files left out. */
function keptAnswers(nodes: NodeMap, widgetIds: string[], data: Record<string, unknown>): Record<string, unknown> {
  const asked = widgetIds.filter((id) => nodes[id] && nodes[id]!.kind !== 'upload-widget' && id in data);
  const given = Object.fromEntries(asked.map((id) => [id, data[id]]));
  return checkSubmissionData(nodes, asked, given).data;
}

async function openForm(deps: DraftDeps, folioId: string, ctx: DraftContext): Promise<FormFolio> {
  const folio = await findFormFolio(deps.db, folioId);
  if (!folio || !(await mayFill(deps.db, ctx.user, folio, ctx.linkToken))) throw notFound(FORM_NOT_FOUND);
  return folio;
}

export async function saveDraft(deps: DraftDeps, input: DraftInput, ctx: DraftContext): Promise<SavedDraft> {
  const { db, config } = deps;
  const folio = await openForm(deps, input.folioId, ctx);
  const settings = await draftSettings(db, folio.id);
  if (!settings.resumeLater && !settings.collectPartials) throw forbidden(DRAFT_TEXTS.off);
  if (input.email !== undefined && !settings.resumeLater) throw forbidden(DRAFT_TEXTS.off);
  const email = input.email?.trim();
  if (email !== undefined && (email.length > 254 || !EMAIL_PATTERN.test(email))) throw badRequest('email: give an email address, like name@example.com');
  const { nodes } = await publishedNodes(db, folio);
  const button = nodes[input.buttonId];
  if (!button || !isSubmitButton(button)) throw badRequest(`buttonId: "${input.buttonId}" is not a submit button of this form`);
  const data = keptAnswers(nodes, button.meta.action.click.widgetIds, input.data);
  const step = input.step && (nodes[input.step] as { step?: unknown } | undefined)?.step ? input.step : null;
  const days = resumeDaysOf(settings);
  let token = input.token;
  let expiresAt: Date;
  if (token) {
    const [row] = await db
      .update(formDrafts)
      .set({ data, step, buttonId: input.buttonId, updatedAt: new Date() })
      .where(and(eq(formDrafts.tokenHash, hashToken(token)), eq(formDrafts.folioId, folio.id), isNull(formDrafts.completedAt), gt(formDrafts.expiresAt, new Date())))
      .returning({ expiresAt: formDrafts.expiresAt });
    if (!row) throw notFound(DRAFT_TEXTS.notFound);
    expiresAt = row.expiresAt;
  } else {
    token = randomBytes(32).toString('base64url');
    expiresAt = new Date(Date.now() + days * 86_400_000);
    await db.insert(formDrafts).values({ folioId: folio.id, buttonId: input.buttonId, tokenHash: hashToken(token), data, step, expiresAt });
  }
  if (email) {
    const hit = deps.rateLimits.hit(`resume-mail:${ctx.address}`, MAILS_PER_HOUR, 3600);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    const path = visitorPath({ id: folio.id, url: settings.url }, settings.firstPage) ?? `/folio/${folio.id}`;
    const link = `${config.SITES_ORIGIN}${path}?${RESUME_PARAM}=${encodeURIComponent(token)}`;
    await db.transaction(async (tx) => {
      await tx.update(formDrafts).set({ mailedTo: email }).where(eq(formDrafts.tokenHash, hashToken(token)));
      await deps.mail.enqueue(tx, resumeMail(email, folio.name, link, days));
    });
    deps.mail.flush();
  }
  return { token, expiresAt: expiresAt.toISOString(), mailedTo: email ?? null };
}

export interface OpenedDraft {
  folioId: string;
  buttonId: string;
  data: Record<string, unknown>;
  step: string | null;
  expiresAt: string;
}

/** The answers a link keeps, while it lasts and the form was not sent. */
export async function openDraft(db: Executor, token: string): Promise<OpenedDraft> {
  const [row] = await db
    .select()
    .from(formDrafts)
    .where(and(eq(formDrafts.tokenHash, hashToken(token)), isNull(formDrafts.completedAt), gt(formDrafts.expiresAt, new Date())));
  if (!row) throw notFound(DRAFT_TEXTS.notFound);
  return { folioId: row.folioId, buttonId: row.buttonId, data: row.data, step: row.step, expiresAt: row.expiresAt.toISOString() };
}

/** The form was sent: its draft is done (no longer a partial, its link no longer opens it). */
export async function completeDraft(db: Executor, folioId: string, token: string): Promise<void> {
  await db.update(formDrafts).set({ completedAt: new Date() }).where(and(eq(formDrafts.tokenHash, hashToken(token)), eq(formDrafts.folioId, folioId), isNull(formDrafts.completedAt)));
}

/**
 * The hourly sweep: a sent form's draft goes a day after; a partial stays listed for the owner 30 days after its link
 * expired, then goes.
 */
export async function pruneDrafts(db: Executor): Promise<number> {
  const gone = await db
    .delete(formDrafts)
    .where(sql`(${formDrafts.completedAt} < now() - interval '1 day') or (${formDrafts.expiresAt} < now() - interval '30 days')`)
    .returning({ id: formDrafts.id });
  return gone.length;
}

export interface PartialItem {
  id: string;
  data: Record<string, unknown>;
  /** each answer as people read it (the chosen options' text, not their keys) */
  texts: Record<string, string>;
  /** the step the visitor stopped at (null: a form without steps) */
  step: string | null;
  updatedAt: string;
}

export interface PartialList {
  items: PartialItem[];
  total: number;
  /** the form's fields, for the table's columns */
  fields: Array<{ widgetId: string; label: string }>;
  /** where visitors stopped: how many partials per step, in the form's order (null: no step) */
  byStep: Array<{ step: string | null; title: string; count: number }>;
}

/** The form's partials — answers kept and never sent — for whoever reads its submissions, newest first. */
export async function listPartials(db: Db, user: AuthUser, folioId: string, page: { first: number; after: number }): Promise<PartialList> {
  const folio = await findFormFolio(db, folioId);
  if (!folio || !mayReadSubmissions(user, folio)) throw notFound(FOLIO_NOT_FOUND);
  const where = and(eq(formDrafts.folioId, folio.id), isNull(formDrafts.completedAt));
  const [rows, counts, { nodes }] = await Promise.all([
    db.select().from(formDrafts).where(where).orderBy(desc(formDrafts.updatedAt), desc(formDrafts.id)).limit(page.first).offset(page.after),
    db.select({ step: formDrafts.step, n: count() }).from(formDrafts).where(where).groupBy(formDrafts.step),
    folio.version === null ? Promise.resolve({ nodes: {} as NodeMap }) : publishedNodes(db, folio),
  ]);
  const order = Object.values(nodes).filter((n) => n.kind === 'tile' && (n as { step?: unknown }).step).map((n) => n.id);
  const titleOf = (step: string | null) => (step ? ((nodes[step] as { step?: { title?: string } } | undefined)?.step?.title ?? 'A step no longer in the form') : 'No steps');
  const byStep = counts
    .map((c) => ({ step: c.step, title: titleOf(c.step), count: c.n }))
    .sort((a, b) => (a.step === null ? -1 : b.step === null ? 1 : order.indexOf(a.step) - order.indexOf(b.step)));
  return {
    items: rows.map((r) => ({
      id: r.id,
      data: r.data,
      texts: Object.fromEntries(Object.entries(r.data).map(([id, value]) => [id, answerText(nodes[id], value)])),
      step: r.step,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: counts.reduce((sum, c) => sum + c.n, 0),
    fields: formFields(nodes).map((f) => ({ widgetId: f.widgetId, label: f.label })),
    byStep,
  };
}
