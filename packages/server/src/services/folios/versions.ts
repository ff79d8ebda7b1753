/**
 * A folio's kept versions (issue 29): kept after a pause in co-editing, on publish, before a restore, or named by
 * an editor; listed, opened as they looked, and restored as a new change (nothing is rewritten: the folio moves
 * forward to what the version held, and every open editor follows).
 */
import { FOLIO_TEXTS, type FolioDocument } from '@folio/model';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db, Executor } from '../../db/client.ts';
import { folioVersions, folios, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { ReceiverMailDeps } from '../receivers/invitations.ts';
import { patchFolio, SERVER_ROOT_FIELDS } from './folioPatch.ts';
import { documentOf, folioAccessOf, isUuid, loadFolio, readable, rightsFor } from './folios.ts';

export type VersionKind = (typeof folioVersions.$inferSelect)['kind'];
export const VERSION_NOT_FOUND = 'No version with this id in this folio';
export const VERSION_NAME_MAX = 120;

export interface VersionSummary {
  id: string;
  kind: VersionKind;
  name: string | null;
  version: number;
  createdAt: string;
  createdBy: { id: string; displayName: string } | null;
  authors: { id: string; displayName: string }[];
  size: number;
}

/** The folio if the caller may see its history (404 when they cannot see the folio, 403 when they may not edit it). */
async function historyOf(db: Executor, user: AuthUser, folioId: string) {
  const row = readable(user, await loadFolio(db, user, folioId));
  if (!can(user, { kind: 'folio.history', folio: folioAccessOf(row) })) throw forbidden(FOLIO_TEXTS.cannotModify);
  return row;
}

/**
 * Keeps the folio as it is stored now. An automatic version is skipped when the newest one already holds this
 * folio version (nothing changed since). Answers the new version's id, or null when skipped.
 */
export async function keepVersion(
  db: Executor,
  folioId: string,
  how: { kind: VersionKind; name?: string | null; createdBy?: string | null; authorIds?: string[] },
): Promise<string | null> {
  const [row] = await db
    .select({ version: folios.version, schemaVersion: folios.schemaVersion, root: folios.root, nodes: folios.nodes })
    .from(folios)
    .where(eq(folios.id, folioId));
  if (!row) return null;
  if (how.kind === 'auto') {
    const [latest] = await db
      .select({ version: folioVersions.version })
      .from(folioVersions)
      .where(eq(folioVersions.folioId, folioId))
      .orderBy(desc(folioVersions.createdAt))
      .limit(1);
    if (latest?.version === row.version) return null;
  }
  const size = Buffer.byteLength(JSON.stringify(row.root)) + Buffer.byteLength(JSON.stringify(row.nodes));
  const [kept] = await db
    .insert(folioVersions)
    .values({
      folioId,
      kind: how.kind,
      name: how.name ?? null,
      version: row.version,
      authorIds: how.authorIds ?? [],
      createdBy: how.createdBy ?? null,
      schemaVersion: row.schemaVersion,
      root: row.root,
      nodes: row.nodes,
      size,
    })
    .returning({ id: folioVersions.id });
  return kept!.id;
}

async function names(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, displayName: users.displayName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.displayName]));
}

export async function listVersions(db: Db, user: AuthUser, folioId: string): Promise<VersionSummary[]> {
  await historyOf(db, user, folioId);
  return summaries(db, folioId);
}

async function summaries(db: Db, folioId: string, versionId?: string): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      id: folioVersions.id,
      kind: folioVersions.kind,
      name: folioVersions.name,
      version: folioVersions.version,
      createdAt: folioVersions.createdAt,
      createdBy: folioVersions.createdBy,
      authorIds: folioVersions.authorIds,
      size: folioVersions.size,
    })
    .from(folioVersions)
    .where(and(eq(folioVersions.folioId, folioId), versionId ? eq(folioVersions.id, versionId) : undefined))
    .orderBy(desc(folioVersions.createdAt), desc(folioVersions.version));
  const people = await names(db, [...new Set(rows.flatMap((r) => [...r.authorIds, ...(r.createdBy ? [r.createdBy] : [])]))]);
  const person = (id: string) => ({ id, displayName: people.get(id) ?? 'Deleted account' });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy ? person(r.createdBy) : null,
    authors: r.authorIds.map(person),
    size: r.size,
  }));
}

export async function openVersion(db: Db, user: AuthUser, folioId: string, versionId: string): Promise<VersionSummary & { document: FolioDocument }> {
  const folio = await historyOf(db, user, folioId);
  if (!isUuid(versionId)) throw notFound(VERSION_NOT_FOUND);
  const [summary] = await summaries(db, folioId, versionId);
  const [row] = await db.select().from(folioVersions).where(and(eq(folioVersions.id, versionId), eq(folioVersions.folioId, folioId)));
  if (!summary || !row) throw notFound(VERSION_NOT_FOUND);
  return { ...summary, document: documentOf({ ...folio, schemaVersion: row.schemaVersion, root: row.root, nodes: row.nodes }) };
}

export async function nameVersion(db: Db, user: AuthUser, folioId: string, name: string): Promise<string> {
  await historyOf(db, user, folioId);
  return (await keepVersion(db, folioId, { kind: 'named', name, createdBy: user.userId }))!;
}

/**
 * Restores a version as a new change: the state before is kept first, then the folio's content (its pages and
 * nodes) becomes the version's through the same path as a PATCH (its checks, the template's rules), and its
 * settings too for a caller who may change settings (the receivers only for the owner). Answers the new version.
 */
export async function restoreVersion(
  db: Db,
  user: AuthUser,
  folioId: string,
  versionId: string,
  origins: readonly string[],
  receiverMail?: ReceiverMailDeps,
): Promise<{ version: number }> {
  const row = await historyOf(db, user, folioId);
  if (!can(user, { kind: 'folio.restore', folio: folioAccessOf(row) })) throw forbidden(FOLIO_TEXTS.cannotModifyContent);
  if (!isUuid(versionId)) throw notFound(VERSION_NOT_FOUND);
  const [kept] = await db.select().from(folioVersions).where(and(eq(folioVersions.id, versionId), eq(folioVersions.folioId, folioId)));
  if (!kept) throw notFound(VERSION_NOT_FOUND);
  const target = documentOf({ ...row, schemaVersion: kept.schemaVersion, root: kept.root, nodes: kept.nodes });
  await keepVersion(db, folioId, { kind: 'restore', name: `Before restoring the version of ${kept.createdAt.toISOString()}`, createdBy: user.userId });
  const rights = rightsFor(user, row);
  const root: Record<string, unknown> = { pages: target.root.pages };
  if (rights.canEditSettings) {
    for (const [key, value] of Object.entries(target.root)) {
      if ((SERVER_ROOT_FIELDS as readonly string[]).includes(key) || key === 'pages') continue;
      const isReceivers = key.startsWith('submissionReceivers') || key.startsWith('purchaseReceivers');
      if (isReceivers && row.authorId !== user.userId) continue;
      root[key] = value;
    }
  }
  const saved = await patchFolio(
    db,
    user,
    folioId,
    { baseVersion: row.version, log: [{ action: 'restoreVersion', path: versionId }], root: root as never, nodes: target.nodes, replaceNodes: true },
    origins,
    receiverMail,
  );
  return { version: saved.version };
}

/** Deletes versions older than `days` but the named ones; answers how many. */
export async function pruneVersions(db: Db, days: number): Promise<number> {
  const gone = await db
    .delete(folioVersions)
    .where(and(inArray(folioVersions.kind, ['auto', 'restore', 'publish']), lt(folioVersions.createdAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: folioVersions.id });
  return gone.length;
}
