/** Folio reads that answer lists and lookups: the folio list, the drop-down, URL checks, widgets. */
import { isWidgetKind, subtreeIds, type FolioSummary, type NodeKind } from '@folio/model';
import { and, arrayContains, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Executor } from '../../db/client.ts';
import { folios, users } from '../../db/schema.ts';
import { sharedWithSql } from '../shares/grants.ts';
import { notFound } from '../../errors.ts';
import { FOLIO_LIMITS, isUuid, loadFolio, readable, readerDocument } from './folios.ts';

export interface FolioListQuery {
  first: number;
  after: number;
  tag: string[];
  isOwned?: boolean;
  isShared?: boolean;
  isPurchased?: boolean;
}

/**
 * The folios the user may list, newest change first. With no source flag the own folios are listed; with flags,
 * the union of the sources asked for (shared: reached by a live share; purchases arrive with selling). Every
 * given tag must be on a folio.
 */
export async function listFolios(
  db: Executor,
  user: AuthUser,
  q: FolioListQuery,
): Promise<{ items: FolioSummary[]; total: number }> {
  const anySource = q.isOwned !== undefined || q.isShared !== undefined || q.isPurchased !== undefined;
  const owned = anySource ? q.isOwned === true : true;
  const sources: SQL[] = [];
  if (owned) sources.push(eq(folios.authorId, user.userId));
  if (q.isShared) sources.push(and(ne(folios.authorId, user.userId), sharedWithSql(user.userId, 'folio', folios.id))!);
  if (!sources.length) return { items: [], total: 0 };
  // One source alone stays a plain condition, so the planner can drive the shared list from the shares it finds.
  const conditions: SQL[] = [sources.length === 1 ? sources[0]! : or(...sources)!, eq(folios.isDeleted, false)];
  if (q.tag.length > 0) conditions.push(arrayContains(folios.tags, q.tag));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: folios.id,
        name: folios.name,
        url: folios.url,
        tags: folios.tags,
        isPublic: folios.isPublic,
        version: folios.version,
        pageCount: sql<number>`coalesce(jsonb_array_length(${folios.root} -> 'pages'), 0)`.mapWith(Number),
        updatedAt: folios.updatedAt,
        createdAt: folios.createdAt,
        authorId: folios.authorId,
        authorName: users.displayName,
        licenseDetails: folios.licenseDetails,
      })
      .from(folios)
      .innerJoin(users, eq(users.id, folios.authorId))
      .where(where)
      .orderBy(desc(folios.updatedAt), desc(folios.id))
      .limit(q.first)
      .offset(q.after),
    db.select({ n: count() }).from(folios).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, isShared: r.authorId !== user.userId, updatedAt: r.updatedAt.toISOString(), createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

/** The own folios as {id, name}, by name, for pickers. */
export async function foliosForDropDown(db: Executor, user: AuthUser): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: folios.id, name: folios.name })
    .from(folios)
    .where(and(eq(folios.authorId, user.userId), eq(folios.isDeleted, false)))
    .orderBy(asc(sql`lower(${folios.name})`), asc(folios.id));
}

/** True when the URL is well formed and no other live folio uses it (`folioId`'s own URL counts as free). */
export async function isFolioUrlFree(db: Executor, url: string, folioId?: string): Promise<boolean> {
  if (!FOLIO_LIMITS.urlPattern.test(url)) return false;
  const conditions: SQL[] = [eq(folios.url, url), eq(folios.isDeleted, false)];
  if (folioId && isUuid(folioId)) conditions.push(ne(folios.id, folioId));
  const [row] = await db
    .select({ id: folios.id })
    .from(folios)
    .where(and(...conditions))
    .limit(1);
  return !row;
}

/** The id of the public folio with this URL; 404 for private, deleted or unknown ones. */
export async function publicFolioIdByUrl(db: Executor, url: string): Promise<string> {
  const [row] = await db
    .select({ id: folios.id })
    .from(folios)
    .where(and(eq(folios.url, url), eq(folios.isDeleted, false), eq(folios.isPublic, true)))
    .limit(1);
  if (!row) throw notFound('No public folio has this URL');
  return row.id;
}

export interface WidgetSummary {
  id: string;
  kind: NodeKind;
  name: string;
  label: string;
}

/** The folio's widgets in page order (pages as root.pages lists them, each walked depth first). */
export async function folioWidgets(db: Executor, user: AuthUser, id: string): Promise<WidgetSummary[]> {
  const { doc } = await readerDocument(db, user, readable(user, await loadFolio(db, user, id)));
  const out: WidgetSummary[] = [];
  for (const pageId of doc.root.pages) {
    for (const nodeId of subtreeIds(doc.nodes, pageId)) {
      const node = doc.nodes[nodeId]!;
      if (isWidgetKind(node.kind) && 'label' in node) {
        out.push({ id: node.id, kind: node.kind, name: node.name, label: node.label.text });
      }
    }
  }
  return out;
}
