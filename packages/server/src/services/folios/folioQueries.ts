/** Folio reads that answer lists and lookups: the folio list, the drop-down, URL checks, widgets. */
import { isWidgetKind, subtreeIds, type FolioSummary, type NodeKind } from '@folio/model';
import { and, arrayContains, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Executor } from '../../db/client.ts';
import { folios, users } from '../../db/schema.ts';
import { reachingShares, sharedWithSql } from '../shares/grants.ts';
import { notFound } from '../../errors.ts';
import { FOLIO_LIMITS, isUuid, loadFolio, readable, readerDocument } from './folios.ts';

export interface FolioListQuery {
  first: number;
  after: number;
  tag: string[];
  isOwned?: boolean | undefined;
  isShared?: boolean | undefined;
  isPurchased?: boolean | undefined;
  isSharedVisualization?: boolean | undefined;
  anonymousLink?: boolean | undefined;
  notInLibraries?: boolean | undefined;
  shareId?: string | undefined;
  editContent?: boolean | undefined;
  forEditing?: boolean | undefined;
  isShownWithinWebsite?: boolean | undefined;
}

/** SQL: the folio reached by a live share of the caller's — one they made, one of their folio, or one reaching them. */
function reachedByShare(user: AuthUser, shareId: string): SQL {
  return sql`${folios.id} in (select s.item_id::uuid from shares s
    where s.id = ${shareId} and s.item_type = 'folio' and (share_effective(s.id)).can_share is not null
      and (s.owner_id = ${user.userId} or s.created_by = ${user.userId}
        or s.id in (select r.id from ${reachingShares(user.userId, 'folio')} r)))`;
}

/** SQL: the caller is the folio's author, or a live share gives them a right for which `grant` holds (over `r`). */
const authorOrGranted = (user: AuthUser, grant: SQL) =>
  sql`(${folios.authorId} = ${user.userId} or ${folios.id} in (select r.item_id::uuid from ${reachingShares(user.userId, 'folio')} r where ${grant}))`;

/**
 * SQL: the licence lets the content be changed — the model's editRefusal with editContent, as the folio read's
 * canEditContent and PATCH apply it: not a licence that only shares, not canEdit false, and a bought copy's licence
 * carries a submission, share or copy right. listFilters.test.ts checks this against the read on every folio.
 */
const licenceAllowsContent = sql`(coalesce(${folios.licenseDetails}->>'copyShare', '') <> 'share'
  and coalesce(${folios.licenseDetails}->>'canEdit', 'true') <> 'false'
  and (not ${folios.hasBeenPurchased} or coalesce('true' in (${folios.licenseDetails}->>'folioSubmissions', ${folios.licenseDetails}->>'folioShare',
    ${folios.licenseDetails}->>'folioCopy', ${folios.licenseDetails}->>'folioCopyTransfer'), false)))`;

/** SQL: the caller may change the folio's content (the read's canEditContent): the licence allows it, and they are its author or a sharee with the content right. */
const contentEditable = (user: AuthUser) => sql`(${licenceAllowsContent} and ${authorOrGranted(user, sql`r.can_edit_content`)})`;

/** SQL: the caller may open the folio in the editor (GET ?forEditing, can folio.edit): its author or a sharee with an edit right. */
const openableForEditing = (user: AuthUser) => authorOrGranted(user, sql`(r.can_edit_content or r.can_edit_settings)`);

/** SQL: part of a website — a website part, a page, header, footer or default page of one, or linked to one. */
const withinWebsite = sql`(coalesce((${folios.root}->>'isWebsitePart')::boolean, false)
  or nullif(${folios.root}->>'websiteId', '') is not null
  or exists (select 1 from website_pages wp where wp.folio_id = ${folios.id})
  or exists (select 1 from websites w where ${folios.id} in (w.header_folio_id, w.footer_folio_id, w.default_page_folio_id)))`;

/** SQL: not an item of any library the caller owns. */
const notInLibrariesOf = (user: AuthUser) =>
  sql`not exists (select 1 from library_items li join libraries l on l.id = li.library_id where li.item_id = ${folios.id} and l.owner_id = ${user.userId})`;

/**
 * The folios the user may list, newest change first. Sources (their union; with none given, the own folios, unless
 * shareId names the folio): isOwned, isShared (reached by a live share), isPurchased (the own bought copies),
 * isSharedVisualization (someone else's folio reached by a live share, with a published chart), anonymousLink (a
 * folio with a live link share the caller made, or of their own). Filters narrow them: every tag, notInLibraries,
 * shareId, editContent, forEditing, isShownWithinWebsite. Every source is a way the caller may read the folio (can folio.read).
 */
export async function listFolios(
  db: Executor,
  user: AuthUser,
  q: FolioListQuery,
): Promise<{ items: FolioSummary[]; total: number }> {
  const flags = [q.isOwned, q.isShared, q.isPurchased, q.isSharedVisualization, q.anonymousLink];
  const anySource = flags.some((f) => f !== undefined);
  const sources: SQL[] = [];
  if (anySource ? q.isOwned === true : q.shareId === undefined) sources.push(eq(folios.authorId, user.userId));
  const othersShared = and(ne(folios.authorId, user.userId), sharedWithSql(user.userId, 'folio', folios.id))!;
  if (q.isShared) sources.push(othersShared);
  if (q.isPurchased) sources.push(and(eq(folios.authorId, user.userId), eq(folios.hasBeenPurchased, true))!);
  if (q.isSharedVisualization) {
    sources.push(and(othersShared, sql`exists (select 1 from visualizations v where v.folio_id = ${folios.id} and v.is_published and not v.is_deleted)`)!);
  }
  if (q.anonymousLink) {
    sources.push(sql`exists (select 1 from shares s where s.item_type = 'folio' and s.item_id = ${folios.id}::text and s.permittee_type = 'link'
      and (s.created_by = ${user.userId} or s.owner_id = ${user.userId}) and (share_effective(s.id)).can_share is not null)`);
  }
  if (anySource && !sources.length) return { items: [], total: 0 };
  const conditions: SQL[] = [eq(folios.isDeleted, false)];
  // One source alone stays a plain condition, so the planner can drive the shared list from the shares it finds.
  if (sources.length) conditions.push(sources.length === 1 ? sources[0]! : or(...sources)!);
  if (q.shareId !== undefined) conditions.push(reachedByShare(user, q.shareId));
  if (q.tag.length > 0) conditions.push(arrayContains(folios.tags, q.tag));
  if (q.notInLibraries) conditions.push(notInLibrariesOf(user));
  if (q.editContent !== undefined) conditions.push(q.editContent ? contentEditable(user) : sql`not ${contentEditable(user)}`);
  if (q.forEditing !== undefined) conditions.push(q.forEditing ? openableForEditing(user) : sql`not ${openableForEditing(user)}`);
  if (q.isShownWithinWebsite !== undefined) conditions.push(q.isShownWithinWebsite ? withinWebsite : sql`not ${withinWebsite}`);
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
    // Joined like the page, so Drizzle qualifies the columns the subqueries above name.
    db.select({ n: count() }).from(folios).innerJoin(users, eq(users.id, folios.authorId)).where(where),
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
  if (!FOLIO_LIMITS.urlPattern.test(url) || FOLIO_LIMITS.reservedUrls.includes(url)) return false;
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
