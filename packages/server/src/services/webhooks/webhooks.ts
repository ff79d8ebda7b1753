/**
 * Making, listing, changing and deleting webhooks (issue 30): an account subscribes an endpoint to events of the whole
 * account, or of one of its folios or websites (`can()`'s webhook.subscribe: the owner, with a token only for events
 * it may read). The endpoint is checked (address.ts); the secret is shown when made and when rotated, never listed.
 */
import {
  FOLIO_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOKS_PER_USER,
  WEBSITE_WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookScope,
  type WebhookSummary,
} from '@folio/model';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { folios, webhooks, websites } from '../../db/schema.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import { checkEndpoint } from './address.ts';
import { newWebhookSecret, secretPrefix } from './signature.ts';

export const WEBHOOK_TEXTS = {
  notFound: 'No such webhook',
  tooMany: `An account has at most ${WEBHOOKS_PER_USER} webhooks; delete one first`,
  noEvents: 'events: pick at least one event',
  folioNotFound: 'folioId: no such folio of yours',
  websiteNotFound: 'websiteId: no such website of yours',
  bothScopes: 'Give folioId or websiteId, not both',
  notForFolio: (e: string) => `events: ${e} does not concern a single folio; subscribe your account to it instead`,
  notForWebsite: (e: string) => `events: ${e} does not concern a single website; subscribe your account or a folio to it instead`,
  notAllowed: 'Only the owner subscribes to the events of an account, folio or website',
  scopeMissing: 'This access token cannot read what these events carry: it needs the read scope of each event’s area',
} as const;

type Row = typeof webhooks.$inferSelect & { scopeName: string | null };

function present(row: Row): WebhookSummary {
  const scope: WebhookScope = row.folioId
    ? { type: 'folio', id: row.folioId, name: row.scopeName ?? '' }
    : row.websiteId
      ? { type: 'website', id: row.websiteId, name: row.scopeName ?? '' }
      : { type: 'account' };
  const stillSigns = row.previousSecretUntil && row.previousSecretUntil > new Date() ? row.previousSecretUntil.toISOString() : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
    scope,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    secretPrefix: secretPrefix(row.secret),
    previousSecretUntil: stillSigns,
    createdAt: row.createdAt.toISOString(),
  };
}

const scopeName = sql<string | null>`coalesce((select name from folios f where f.id = ${webhooks.folioId}), (select name from websites s where s.id = ${webhooks.websiteId}))`;

async function selectOwn(db: Executor, user: AuthUser, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(WEBHOOK_TEXTS.notFound);
  const [found] = await db.select({ w: webhooks, scopeName }).from(webhooks).where(eq(webhooks.id, id)).limit(1);
  if (!found || !can(user, { kind: 'webhook.manage', webhook: found.w })) throw notFound(WEBHOOK_TEXTS.notFound);
  return { ...found.w, scopeName: found.scopeName };
}

/** The webhook, for its owner (404 for anyone else: its existence is the owner's business). */
export const ownWebhook = selectOwn;

export async function listWebhooks(db: Executor, user: AuthUser): Promise<WebhookSummary[]> {
  const rows = await db.select({ w: webhooks, scopeName }).from(webhooks).where(eq(webhooks.ownerId, user.userId)).orderBy(desc(webhooks.createdAt));
  return rows.map((r) => present({ ...r.w, scopeName: r.scopeName }));
}

function checkEvents(events: readonly WebhookEvent[], scope: 'account' | 'folio' | 'website'): WebhookEvent[] {
  const unique = [...new Set(events)];
  if (!unique.length) throw unprocessable(WEBHOOK_TEXTS.noEvents);
  for (const e of unique) {
    if (scope === 'folio' && !FOLIO_WEBHOOK_EVENTS.includes(e)) throw unprocessable(WEBHOOK_TEXTS.notForFolio(e));
    if (scope === 'website' && !WEBSITE_WEBHOOK_EVENTS.includes(e)) throw unprocessable(WEBHOOK_TEXTS.notForWebsite(e));
  }
  return unique;
}

function maySubscribe(user: AuthUser, ownerId: string, events: readonly WebhookEvent[]): void {
  if (can(user, { kind: 'webhook.subscribe', ownerId, events })) return;
  throw forbidden(ownerId === user.userId ? WEBHOOK_TEXTS.scopeMissing : WEBHOOK_TEXTS.notAllowed);
}

/** The owner of the folio or website a webhook would be scoped to (404 when there is none the caller may see). */
async function scopeOwner(db: Executor, user: AuthUser, input: { folioId?: string | undefined; websiteId?: string | undefined }): Promise<string> {
  if (input.folioId) {
    const [f] = isUuid(input.folioId) ? await db.select({ ownerId: folios.authorId }).from(folios).where(and(eq(folios.id, input.folioId), eq(folios.isDeleted, false))) : [];
    if (!f || f.ownerId !== user.userId) throw notFound(WEBHOOK_TEXTS.folioNotFound);
    return f.ownerId;
  }
  if (input.websiteId) {
    const [w] = isUuid(input.websiteId) ? await db.select({ ownerId: websites.authorId }).from(websites).where(eq(websites.id, input.websiteId)) : [];
    if (!w || w.ownerId !== user.userId) throw notFound(WEBHOOK_TEXTS.websiteNotFound);
    return w.ownerId;
  }
  return user.userId;
}

export interface NewWebhook {
  url: string;
  description?: string | undefined;
  events: WebhookEvent[];
  folioId?: string | undefined;
  websiteId?: string | undefined;
}

export interface WebhookWithSecret {
  webhook: WebhookSummary;
  /** the signing secret, shown this once */
  secret: string;
}

export async function createWebhook(db: Executor, user: AuthUser, input: NewWebhook, allowPrivate: boolean): Promise<WebhookWithSecret> {
  if (input.folioId && input.websiteId) throw unprocessable(WEBHOOK_TEXTS.bothScopes);
  const events = checkEvents(input.events, input.folioId ? 'folio' : input.websiteId ? 'website' : 'account');
  const ownerId = await scopeOwner(db, user, input);
  maySubscribe(user, ownerId, events);
  const url = (await checkEndpoint(input.url.trim(), allowPrivate)).href;
  const [had] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.ownerId, user.userId));
  if ((had?.n ?? 0) >= WEBHOOKS_PER_USER) throw conflict(WEBHOOK_TEXTS.tooMany);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhooks)
    .values({ ownerId: user.userId, folioId: input.folioId ?? null, websiteId: input.websiteId ?? null, url, description: input.description?.trim() ?? '', events, secret })
    .returning({ id: webhooks.id });
  return { webhook: present(await selectOwn(db, user, row!.id)), secret };
}

export interface WebhookChange {
  url?: string | undefined;
  description?: string | undefined;
  events?: WebhookEvent[] | undefined;
  /** true turns it on again (and forgets the failure that turned it off) */
  enabled?: boolean | undefined;
}

export async function updateWebhook(db: Executor, user: AuthUser, id: string, change: WebhookChange, allowPrivate: boolean): Promise<WebhookSummary> {
  const row = await selectOwn(db, user, id);
  const events = change.events ? checkEvents(change.events, row.folioId ? 'folio' : row.websiteId ? 'website' : 'account') : undefined;
  if (events) maySubscribe(user, row.ownerId, events);
  const url = change.url !== undefined ? (await checkEndpoint(change.url.trim(), allowPrivate)).href : undefined;
  await db
    .update(webhooks)
    .set({
      ...(url !== undefined ? { url } : {}),
      ...(change.description !== undefined ? { description: change.description.trim() } : {}),
      ...(events ? { events } : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled, disabledReason: null, ...(change.enabled ? { failingSince: null } : {}) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhooks.id, row.id));
  return present(await selectOwn(db, user, row.id));
}

export async function deleteWebhook(db: Executor, user: AuthUser, id: string): Promise<void> {
  const row = await selectOwn(db, user, id);
  await db.delete(webhooks).where(eq(webhooks.id, row.id));
}

/** A new secret; the previous one keeps signing (as a second signature) for WEBHOOK_OLD_SECRET_HOURS. */
export async function rotateWebhookSecret(db: Executor, user: AuthUser, id: string): Promise<WebhookWithSecret> {
  const row = await selectOwn(db, user, id);
  const secret = newWebhookSecret();
  await db
    .update(webhooks)
    .set({ secret, previousSecret: row.secret, previousSecretUntil: new Date(Date.now() + WEBHOOK_OLD_SECRET_HOURS * 3_600_000), updatedAt: new Date() })
    .where(eq(webhooks.id, row.id));
  return { webhook: present(await selectOwn(db, user, row.id)), secret };
}
