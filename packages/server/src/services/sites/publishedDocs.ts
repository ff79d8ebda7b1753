/** The published snapshots visitors may see: of public, live folios only. */
import { loadFolioDocument, type FolioDocument } from '@folio/model';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { folioPublications, folios } from '../../db/schema.ts';
import { isUuid } from '../folios/folios.ts';

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
}

export interface PublishedDoc extends PublicationStamp {
  doc: FolioDocument;
  /** chart settings as published with the snapshot, by visualization id (decision 30) */
  visStates: Record<string, unknown>;
}

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
    })
    .from(folioPublications)
    .innerJoin(folios, eq(folios.id, folioPublications.folioId))
    .where(and(inArray(folioPublications.folioId, ids), scoped(scope)));
  return new Map(rows.map((r) => [r.folioId, { ...r, name: r.name ?? '', pages: Array.isArray(r.pages) ? r.pages : [] }]));
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
      const doc = loadFolioDocument({ schemaVersion: p.schemaVersion, root: p.root, nodes: p.nodes });
      const visIds = Object.keys(p.visStates);
      const stamp = { folioId: p.folioId, name: doc.root.name, pages: doc.root.pages, version: p.version, publishedAt: p.publishedAt, authorId, visIds, hasComments: doc.root.hasCommentSection === true };
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
