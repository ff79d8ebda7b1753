/**
 * Tracking (spec §3 Site session, Page session, UI event; §7 Tracking; issue 14). Site sessions are rows (the app's
 * browser session and its account). Page sessions and UI events are counted for public, published folios and
 * published websites only, answered at once and written in batches (writer.ts), with the visitor as a daily hash;
 * Do-Not-Track, Global Privacy Control and bots record nothing.
 */
import crypto from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan, type SiteSessionAccess } from '../../auth/can.ts';
import type { Db, Executor } from '../../db/client.ts';
import { folioPublications, folios, siteSessions, websites } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';
import { countryOf } from './country.ts';
import { agentFacts, isBot, optedOut, referrerHost } from './userAgent.ts';
import { saltOf, utcDay, visitorHash } from './visitor.ts';
import type { AnalyticsWriter } from './writer.ts';

export const TRACKING_TEXTS = {
  invalidSession: 'invalid session',
  createFailed: 'Could not create site session',
  updateFailed: 'Could not update site session',
  notYourAccount: 'A site session can only name your own account',
  notYourSession: 'This site session belongs to another account; only that account, signed in, can change it',
} as const;

export interface SiteSessionView {
  id: string;
  created: string;
  accountId: string | null;
}

const presentSession = (r: typeof siteSessions.$inferSelect): SiteSessionView => ({ id: r.id, created: r.createdAt.toISOString(), accountId: r.accountId });

/** Whether the caller (null: a guest) may make a site session name `accountId` (null: nobody); can.ts decides. */
function mayChange(caller: AuthUser | null, session: SiteSessionAccess, accountId: string | null): boolean {
  const action = { kind: 'siteSession.change', session, accountId } as const;
  return caller ? can(caller, action) : guestCan(action);
}

export async function createSiteSession(db: Executor, caller: AuthUser | null, accountId: string | null | undefined): Promise<SiteSessionView> {
  const account = accountId ?? null;
  if (!mayChange(caller, { accountId: null }, account)) throw forbidden(TRACKING_TEXTS.notYourAccount);
  const [row] = await db.insert(siteSessions).values({ accountId: account }).returning();
  if (!row) throw new HttpError(500, 'Internal Server Error', TRACKING_TEXTS.createFailed);
  return presentSession(row);
}

/**
 * §4: updated when the signed-in account changes (the client wipes and recreates it when switching accounts). Only
 * its holder changes it: the account it names, with that account's token (a guest's, whoever holds its id), and only
 * to the caller's own account or none. The row is locked while deciding, so two changes cannot cross.
 */
export async function updateSiteSession(db: Db, caller: AuthUser | null, id: string, accountId: string | null | undefined): Promise<SiteSessionView> {
  const account = accountId ?? null;
  if (!isUuid(id)) throw badRequest(TRACKING_TEXTS.updateFailed);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteSessions).where(eq(siteSessions.id, id)).for('update');
    if (!current) throw badRequest(TRACKING_TEXTS.updateFailed);
    if (!mayChange(caller, { accountId: current.accountId }, account)) {
      throw forbidden(current.accountId !== null && current.accountId !== caller?.userId ? TRACKING_TEXTS.notYourSession : TRACKING_TEXTS.notYourAccount);
    }
    const [row] = await tx.update(siteSessions).set({ accountId: account, updatedAt: sql`now()` }).where(eq(siteSessions.id, id)).returning();
    return presentSession(row!);
  });
}

/** Who owns a countable page: a public, published folio or a published website (cached a minute per process). */
const owners = new Map<string, { ownerId: string | null; at: number }>();
const OWNER_TTL_MS = 60_000;

export async function countableOwner(db: Executor, entityType: 'folio' | 'website', entityId: string): Promise<string | null> {
  if (!isUuid(entityId)) return null;
  const key = `${entityType}:${entityId}`;
  const hit = owners.get(key);
  if (hit && Date.now() - hit.at < OWNER_TTL_MS) return hit.ownerId;
  const [row] =
    entityType === 'folio'
      ? await db
          .select({ ownerId: folios.authorId })
          .from(folios)
          .innerJoin(folioPublications, eq(folioPublications.folioId, folios.id))
          .where(and(eq(folios.id, entityId), eq(folios.isPublic, true), eq(folios.isDeleted, false)))
      : await db.select({ ownerId: websites.authorId }).from(websites).where(and(eq(websites.id, entityId), isNotNull(websites.publishedAt)));
  if (owners.size > 10_000) owners.clear();
  owners.set(key, { ownerId: row?.ownerId ?? null, at: Date.now() });
  return row?.ownerId ?? null;
}

/** Site sessions known to exist (created or found here): a page session names one on every view. */
const knownSessions = new Set<string>();

async function siteSessionExists(db: Executor, id: string): Promise<boolean> {
  if (knownSessions.has(id)) return true;
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: siteSessions.id }).from(siteSessions).where(eq(siteSessions.id, id));
  if (row) {
    if (knownSessions.size > 100_000) knownSessions.clear();
    knownSessions.add(id);
  }
  return row !== undefined;
}

export function rememberSiteSession(id: string): void {
  knownSessions.add(id);
}

/** What a beacon's request says about its sender; only derived facts are kept. */
export interface Sender {
  address: string;
  userAgent: string;
  /** the host the page was served on */
  host: string;
  referrer?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface PageSessionInput {
  siteSessionId: string;
  pageUrl: string;
  pageUrlParams?: string | undefined;
  entityType: 'folio' | 'website';
  entityId: string;
}

const pathOf = (url: string) => {
  try {
    return new URL(url, 'http://x').pathname.slice(0, 300);
  } catch {
    return '/';
  }
};
const campaignParams = (params: string | undefined) =>
  [...new URLSearchParams(params ?? '')].filter(([k]) => /^utm_(source|medium|campaign|term|content)$/.test(k)).map(([k, v]) => `${k}=${encodeURIComponent(v.slice(0, 100))}`).join('&');

/** Answers the page session's id, whether or not it is counted (a visitor cannot tell). */
export async function recordPageSession(db: Db, writer: AnalyticsWriter, sender: Sender, input: PageSessionInput): Promise<{ id: string; created: string; siteSessionId: string; pageUrl: string; pageUrlParams: string }> {
  if (!(await siteSessionExists(db, input.siteSessionId))) throw badRequest(TRACKING_TEXTS.invalidSession);
  const id = crypto.randomUUID();
  const now = new Date();
  const pageUrl = pathOf(input.pageUrl);
  const pageUrlParams = campaignParams(input.pageUrlParams);
  const answer = { id, created: now.toISOString(), siteSessionId: input.siteSessionId, pageUrl, pageUrlParams };
  if (optedOut(sender.headers) || isBot(sender.userAgent)) return answer;
  const ownerId = await countableOwner(db, input.entityType, input.entityId);
  if (!ownerId) return answer;
  const visitor = visitorHash(await saltOf(db, utcDay(now)), sender.address, sender.userAgent);
  writer.addView({ country: countryOf(sender.address), ts: now, id, siteSessionId: input.siteSessionId, entityType: input.entityType, entityId: input.entityId, ownerId, pageUrl, pageUrlParams, visitor, referrerHost: referrerHost(sender.referrer, sender.host), ...agentFacts(sender.userAgent) });
  return answer;
}

export interface UiEventInput {
  pageSessionId: string;
  trackingInfo: {
    elementType: string;
    elementId?: string | undefined;
    eventType: string;
    eventData?: Record<string, unknown> | undefined;
    entityType: 'folio' | 'website';
    entityId: string;
    userId?: string | null | undefined;
  };
}

export async function recordUiEvent(db: Db, writer: AnalyticsWriter, sender: Sender, input: UiEventInput, callerId: string | null): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  if (!isUuid(input.pageSessionId)) throw badRequest(TRACKING_TEXTS.invalidSession);
  if (optedOut(sender.headers) || isBot(sender.userAgent)) return { id };
  const t = input.trackingInfo;
  const ownerId = await countableOwner(db, t.entityType, t.entityId);
  if (!ownerId) return { id };
  const now = new Date();
  const visitor = visitorHash(await saltOf(db, utcDay(now)), sender.address, sender.userAgent);
  const data = t.eventData && JSON.stringify(t.eventData).length <= 1_000 ? t.eventData : null;
  // A user id is kept only when it is the signed-in caller's own.
  const userId = t.userId && t.userId === callerId ? callerId : null;
  writer.addEvent({ ts: now, id, pageSessionId: input.pageSessionId, entityType: t.entityType, entityId: t.entityId, ownerId, elementType: t.elementType.slice(0, 40), elementId: (t.elementId ?? '').slice(0, 100), eventType: t.eventType.slice(0, 40), eventData: data, userId, visitor });
  return { id };
}
