/** Published folio pages for visitors of the sites origin: only the snapshot, never the stored (possibly newer) document. */
import type { FolioDocument, PageNode } from '@folio/model';
import type { Executor } from '../../db/client.ts';
import { chartsMaxAge, chartsOf, chartsStamp, chartTags, withCharts } from '../visualizations/pageCharts.ts';
import { commentsStamp } from './pageComments.ts';
import { formPhaseStamp, shorter } from './formPhaseStamp.ts';
import {
  loadSnapshot,
  publicationStamps,
  publicationWithSnapshot,
  publishedDocs,
  stampKey,
  type PublicationStamp,
  type SnapshotScope,
  type StoredSnapshot,
} from './publishedDocs.ts';
import { withAssetDetails, withAssetDetailsFrom } from './siteAssets.ts';

/** A page a visitor may see, found without loading the snapshot (a cached render or a 304 never needs it). */
export interface PublicPage {
  folioId: string;
  pageId: string;
  /** Changes whenever the folio is published again; names the page too. */
  etag: string;
  /** opened through a share link (checked by the route): the folio may be private */
  scope: SnapshotScope;
  /** the snapshot shows a comment section */
  hasComments: boolean;
  /** the snapshot lets other sites frame its pages (issue 30) */
  embeddable: boolean;
  /** the snapshot's languages, its own first (issue 32): more than one, and the page is served in the visitor's */
  languages: string[];
  /** change-feed tags of everything the ETag was read from (services/cluster/changeFeed.ts) */
  tags: string[];
  /** how long the ETag may be kept in memory at most, when shorter than the cache's own bound */
  maxAgeMs: number | undefined;
}

/**
 * The published page a visitor may see, or null: unknown or deleted folio, private folio, never published, or a
 * page id that is not a page of the snapshot. Visitors carry no token on the sites origin, so privacy is decided
 * by the folio row's isPublic alone — or, for a page opened through a share link the route checked, by that link.
 * Without a page id, the folio's first page.
 */
export async function findPublicPage(db: Executor, folioId: string, pageId?: string, scope: SnapshotScope = {}): Promise<PublicPage | null> {
  const stamp = (await publicationStamps(db, [folioId], scope)).get(folioId);
  return stamp ? pageOf(db, stamp, pageId, scope) : null;
}

/**
 * findPublicPage that reads the snapshot (and the blobs it shows) in the same query, for a page about to be
 * rendered: with it, loadPublicPage needs no query of its own (unless the page shows charts).
 */
export async function findPublicPageWithSnapshot(
  db: Executor,
  folioId: string,
  pageId?: string,
  scope: SnapshotScope = {},
): Promise<{ found: PublicPage; stored: StoredPublication } | null> {
  const stored = await publicationWithSnapshot(db, folioId, scope);
  const found = stored && (await pageOf(db, stored.stamp, pageId, scope));
  return found ? { found, stored } : null;
}

async function pageOf(db: Executor, stamp: PublicationStamp, pageId: string | undefined, scope: SnapshotScope): Promise<PublicPage | null> {
  const { folioId } = stamp;
  const id = pageId ?? stamp.pages[0];
  if (id === undefined || !stamp.pages.includes(id)) return null;
  // Pages showing charts change with the charted folios' submissions too.
  const charts = await chartsStamp(db, [stamp]);
  // Pages of a folio with a comment section change with its comments.
  const comments = stamp.hasComments ? `-${await commentsStamp(db, folioId)}` : '';
  // Pages of a folio whose form opens or closes at set times change at those instants.
  const phase = formPhaseStamp([stamp]);
  const etag = `W/"fo-${stampKey(stamp)}${charts.key ? `-${charts.key}` : ''}${comments}${phase.key ? `-w${phase.key}` : ''}-${id}"`;
  // The folio's tag covers its row, its snapshot and its comments.
  return { folioId, pageId: id, etag, scope, hasComments: stamp.hasComments, embeddable: stamp.embeddable, languages: stamp.languages, tags: [`f:${folioId}`, ...chartTags(charts)], maxAgeMs: shorter(chartsMaxAge(charts), phase.maxAgeMs) };
}

/**
 * The snapshot (its charts filled in, its asset resources described) and page node of a page found by
 * findPublicPage, for rendering it; from the snapshot findPublicPageWithSnapshot read when given.
 */
export async function loadPublicPage(
  db: Executor,
  found: PublicPage,
  stored?: StoredPublication,
): Promise<{ doc: FolioDocument; page: PageNode; complete: boolean }> {
  const published = stored ? loadSnapshot(stored.stamp, stored.snapshot) : (await publishedDocs(db, [found.folioId], found.scope)).get(found.folioId);
  const page = published?.doc.nodes[found.pageId];
  if (!published || page?.kind !== 'page') throw new Error('published page vanished between lookup and render');
  const doc = withCharts(published.doc, await chartsOf(db, published));
  const detailed = stored ? withAssetDetailsFrom([doc], stored.snapshot.blobs) : await withAssetDetails(db, [doc]);
  return { doc: detailed.docs[0]!, page, complete: detailed.complete };
}

/** A publication's stamp and its stored snapshot, as findPublicPageWithSnapshot read them. */
export interface StoredPublication {
  stamp: PublicationStamp;
  snapshot: StoredSnapshot;
}

/** Whether any of these pages asks search engines to stay away. */
export const isNoindex = (pages: PageNode[]): boolean => pages.some((page) => page.noindex === true);
