/** The published snapshots visitors may see: of public, live folios only. */
import { folioLanguages, isEmbeddable, loadFolioDocument, renderableDocument, type FolioDocument, type FolioRoot } from '@folio/model';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { folioPublications, folios } from '../../db/schema.ts';
import { isUuid } from '../folios/folios.ts';
import { SHOWN_BLOBS_SQL, type BlobMedia } from './siteAssets.ts';

/** What identifies a published snapshot: enough to build an ETag without loading the document. */
export interface PublicationStamp {
  folioId: string;
  /** the folio's name in the snapshot */
  name: string;
  /** the snapshot's page ids, in order */
  pages: string[];
  version: number;
  publishedAt: Date;
  /** the folio's author (charts on the page must be theirs) */
  authorId: string;
  /** the charts the snapshot's widgets show (keys of its visStates) */
  visIds: string[];
  /** the snapshot turns the comment section on */
  hasComments: boolean;
  /** the snapshot lets other sites frame its pages (issue 30) */
  embeddable: boolean;
  /** the snapshot's form opening and closing instants (issue 31): its pages change at each (formPhaseStamp.ts) */
  opensAt: string | null;
  closesAt: string | null;
  /** the snapshot's languages (issue 32): its own first, then its translations' (model folioLanguages) */
  languages: string[];
}

export interface PublishedDoc extends PublicationStamp {
  doc: FolioDocument;
  /** chart settings as published with the snapshot, by visualization id (decision 30) */
  visStates: Record<string, unknown>;
}

/** The snapshot root's language and its translations' tags, read without the document (issue 32). */
const LANGUAGE_SQL = sql<string | null>`${folioPublications.root}->>'language'`;
const TRANSLATION_TAGS_SQL = sql<string[]>`array(select jsonb_object_keys(case when jsonb_typeof(${folioPublications.root}->'translations') = 'object' then ${folioPublications.root}->'translations' else '{}'::jsonb end))`;
const languagesOf = (language: string | null, tags: string[] | null): string[] =>
  folioLanguages({ language: language ?? undefined, translations: Object.fromEntries((tags ?? []).map((tag) => [tag, {}])) });

/** A short token that changes whenever the folio is published again. */
export const stampKey = (s: PublicationStamp): string => `${s.folioId}.${s.version}.${s.publishedAt.getTime()}`;

const visible = and(eq(folios.isPublic, true), eq(folios.isDeleted, false));
/** A private folio opened through a share link: the link was checked by the caller (services/shares/linkAccess.ts). */
const live = eq(folios.isDeleted, false);

/** Which folios count: public ones, or (`throughLink`) any live one whose link the caller checked. */
export interface SnapshotScope {
  throughLink?: boolean;
}
const scoped = (scope: SnapshotScope) => (scope.throughLink ? live : visible);

/** The stamps of those folios that have a snapshot a visitor may see, keyed by folio id. */
export async function publicationStamps(db: Executor, folioIds: string[], scope: SnapshotScope = {}): Promise<Map<string, PublicationStamp>> {
  const ids = folioIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      folioId: folioPublications.folioId,
      // Two fields of the root, not the document: this runs on every visit, cached render or not.
      name: sql<string>`${folioPublications.root}->>'name'`,
      pages: sql<string[]>`${folioPublications.root}->'pages'`,
      version: folioPublications.version,
      publishedAt: folioPublications.publishedAt,
      authorId: folios.authorId,
      visIds: sql<string[]>`array(select jsonb_object_keys(${folioPublications.visStates}))`,
      hasComments: sql<boolean>`coalesce((${folioPublications.root}->>'hasCommentSection')::boolean, false)`,
      embeddable: sql<boolean>`coalesce(${folioPublications.root}->'embeddable' = 'true'::jsonb, false)`,
      opensAt: sql<string | null>`${folioPublications.root}->>'opensAt'`,
      closesAt: sql<string | null>`${folioPublications.root}->>'closesAt'`,
      language: LANGUAGE_SQL,
      translationTags: TRANSLATION_TAGS_SQL,
    })
    .from(folioPublications)
    .innerJoin(folios, eq(folios.id, folioPublications.folioId))
    .where(and(inArray(folioPublications.folioId, ids), scoped(scope)));
  return new Map(rows.map(({ language, translationTags, ...r }) => [r.folioId, { ...r, name: r.name ?? '', pages: Array.isArray(r.pages) ? r.pages : [], languages: languagesOf(language, translationTags) }]));
}

/**
 * A snapshot as read with its stamp, its JSON left unparsed (a page served from the render cache never needs it),
 * with the blob rows its asset resources show (services/sites/siteAssets.ts).
 */
export interface StoredSnapshot {
  schemaVersion: number;
  root: string;
  nodes: string;
  visStates: string;
  blobs: BlobMedia[];
}

/** The query of publicationWithSnapshot, built once per database handle and scope (a named prepared statement). */
function snapshotQuery(db: Executor, scope: SnapshotScope) {
  return db
    .select({
      folioId: folioPublications.folioId,
      name: sql<string | null>`${folioPublications.root}->>'name'`,
      pages: sql<unknown>`${folioPublications.root}->'pages'`,
      version: folioPublications.version,
      publishedAt: folioPublications.publishedAt,
      authorId: folios.authorId,
      visIds: sql<string[]>`array(select jsonb_object_keys(${folioPublications.visStates}))`,
      hasComments: sql<boolean>`coalesce((${folioPublications.root}->>'hasCommentSection')::boolean, false)`,
      embeddable: sql<boolean>`coalesce(${folioPublications.root}->'embeddable' = 'true'::jsonb, false)`,
      opensAt: sql<string | null>`${folioPublications.root}->>'opensAt'`,
      closesAt: sql<string | null>`${folioPublications.root}->>'closesAt'`,
      language: LANGUAGE_SQL,
      translationTags: TRANSLATION_TAGS_SQL,
      schemaVersion: folioPublications.schemaVersion,
      root: sql<string>`${folioPublications.root}::text`,
      nodes: sql<string>`${folioPublications.nodes}::text`,
      visStates: sql<string>`${folioPublications.visStates}::text`,
      blobs: SHOWN_BLOBS_SQL(sql`${folioPublications.nodes}`).mapWith((rows: BlobMedia[]) => rows),
    })
    .from(folioPublications)
    .innerJoin(folios, eq(folios.id, folioPublications.folioId))
    .where(and(eq(folioPublications.folioId, sql.placeholder('folioId')), scoped(scope)))
    .prepare(scope.throughLink ? 'published_snapshot_through_link' : 'published_snapshot');
}

const snapshotQueries = new WeakMap<Executor, Map<boolean, ReturnType<typeof snapshotQuery>>>();

/**
 * The stamp of one folio's snapshot a visitor may see and, in the same query, the snapshot itself and the blobs it
 * shows: all a first render needs, in one round trip.
 */
export async function publicationWithSnapshot(
  db: Executor,
  folioId: string,
  scope: SnapshotScope = {},
): Promise<{ stamp: PublicationStamp; snapshot: StoredSnapshot } | null> {
  if (!isUuid(folioId)) return null;
  let queries = snapshotQueries.get(db);
  if (!queries) snapshotQueries.set(db, (queries = new Map()));
  const through = scope.throughLink === true;
  let query = queries.get(through);
  if (!query) queries.set(through, (query = snapshotQuery(db, scope)));
  const [r] = await query.execute({ folioId });
  if (!r) return null;
  const stamp: PublicationStamp = {
    folioId: r.folioId,
    name: r.name ?? '',
    pages: Array.isArray(r.pages) ? (r.pages as string[]) : [],
    version: r.version,
    publishedAt: r.publishedAt,
    authorId: r.authorId,
    visIds: r.visIds,
    hasComments: r.hasComments,
    embeddable: r.embeddable,
    opensAt: r.opensAt,
    closesAt: r.closesAt,
    languages: languagesOf(r.language, r.translationTags),
  };
  return { stamp, snapshot: { schemaVersion: r.schemaVersion, root: r.root, nodes: r.nodes, visStates: r.visStates, blobs: r.blobs } };
}

const windowOf = (root: FolioRoot) => ({ opensAt: root.opensAt ?? null, closesAt: root.closesAt ?? null, languages: folioLanguages(root) });

/** A snapshot read by publicationWithSnapshot, brought to the current document shape. */
export function loadSnapshot(stamp: PublicationStamp, snapshot: StoredSnapshot): PublishedDoc {
  // A stored node that does not fit its kind (saved before the node schema) is left out, so the page still renders.
  const doc = renderableDocument(loadFolioDocument({ schemaVersion: snapshot.schemaVersion, root: JSON.parse(snapshot.root), nodes: JSON.parse(snapshot.nodes) }));
  const visStates = JSON.parse(snapshot.visStates) as Record<string, unknown>;
  return { ...stamp, name: doc.root.name, pages: doc.root.pages, hasComments: doc.root.hasCommentSection === true, embeddable: isEmbeddable(doc.root), visIds: Object.keys(visStates), ...windowOf(doc.root), doc, visStates };
}

/** The snapshots a visitor may see (brought to the current document shape), keyed by folio id. */
export async function publishedDocs(db: Executor, folioIds: string[], scope: SnapshotScope = {}): Promise<Map<string, PublishedDoc>> {
  const ids = [...new Set(folioIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ publication: folioPublications, authorId: folios.authorId })
    .from(folioPublications)
    .innerJoin(folios, eq(folios.id, folioPublications.folioId))
    .where(and(inArray(folioPublications.folioId, ids), scoped(scope)));
  return new Map(
    rows.map(({ publication: p, authorId }) => {
      const doc = renderableDocument(loadFolioDocument({ schemaVersion: p.schemaVersion, root: p.root, nodes: p.nodes }));
      const visIds = Object.keys(p.visStates);
      const stamp = { folioId: p.folioId, name: doc.root.name, pages: doc.root.pages, version: p.version, publishedAt: p.publishedAt, authorId, visIds, hasComments: doc.root.hasCommentSection === true, embeddable: isEmbeddable(doc.root), ...windowOf(doc.root) };
      return [p.folioId, { ...stamp, doc, visStates: p.visStates }];
    }),
  );
}

/** The live, public folio with this friendly URL, if any. */
export async function folioIdByUrl(db: Executor, url: string): Promise<string | null> {
  const [row] = await db
    .select({ id: folios.id })
    .from(folios)
    .where(and(eq(folios.url, url), visible))
    .limit(1);
  return row?.id ?? null;
}
