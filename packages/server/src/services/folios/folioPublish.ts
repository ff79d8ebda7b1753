/** Publishing: a snapshot of the stored document that the public routes serve, so later edits never leak. */
import { keepVersion } from './versions.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { folioPublishedEvent } from '../webhooks/events.ts';
import { forgetMarketplaceTotals } from '../selling/marketplace.ts';
import { isDeepStrictEqual } from 'node:util';
import { FOLIO_TEXTS, editRefusal, loadFolioDocument, type FolioDocument, type FolioReadFields, type FolioRoot, type NodeMap } from '@folio/model';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, guestCan } from '../../auth/can.ts';
import type { Db, Executor } from '../../db/client.ts';
import { folioPublications } from '../../db/schema.ts';
import { HttpError, conflict, forbidden, notFound } from '../../errors.ts';
import { recordPublishedBlobs } from '../blobs/published.ts';
import { refreshSubmissionFields } from '../submissions/fields.ts';
import { publishVisualizations } from '../visualizations/publish.ts';
import { FOLIO_NOT_FOUND, NOT_PUBLISHED, documentOf, folioAccessOf, loadFolio, readable, rightsOf, type AccessibleFolio } from './folios.ts';
import { readFieldsOf } from './folioReadFields.ts';
import { checkStoredNodes } from './folioDocument.ts';
import { refuseInaccessibleFolio } from '../a11y/publishCheck.ts';

export const PUBLISH_MISMATCH =
  'Only the saved folio can be published; save your changes first, then publish the version you saved.';

/** Who sees what was just published (issue 26: a private folio's publish must not promise visitors). */
export const PUBLISHED_TEXTS = {
  everyone: 'Published: visitors now see this version of the folio.',
  privateFolio:
    'Published, but the folio is private: only its owner and the people it is shared with can see it. Visitors get a “not found” page until it is made public.',
} as const;

export interface PublishedResult {
  publishedVersion: number;
  publishedAt: string;
  /** whether visitors may open it (the folio is public) */
  isPublic: boolean;
  /** 'everyone', or 'sharedOnly': its owner and those it is shared with */
  visibleTo: 'everyone' | 'sharedOnly';
  /** says who sees it now, in plain words */
  message: string;
}

export interface PublishRequest {
  root?: Record<string, unknown>;
  nodes?: Record<string, unknown>;
  visStates?: Record<string, unknown>;
  licenseOptionStates?: Record<string, unknown>;
}

export interface PublishStatus {
  isPublished: boolean;
  publishedVersion: number | null;
  publishedAt: string | null;
  hasUnpublishedChanges: boolean;
  /** where visitors open it: null unless published and public */
  publicUrl: string | null;
}

export interface PublishedView extends FolioReadFields {
  id: string;
  root: FolioRoot;
  nodes: NodeMap;
  publishedAt: string;
}

export { NOT_PUBLISHED };

const accessOf = folioAccessOf;

/** JSON as it travels: undefined-valued keys dropped, so a document compares equal to its round trip. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** The row if the user may publish it: 404 when they cannot see it, 403 without the publish or settings right. */
function publishable(user: AuthUser, row: AccessibleFolio | null): AccessibleFolio {
  const folio = readable(user, row);
  if (!can(user, { kind: 'folio.publish', folio: accessOf(folio) })) throw forbidden(FOLIO_TEXTS.cannotModify);
  const refusal = editRefusal(rightsOf(folio), { editContent: false, signedIn: true });
  if (refusal) throw forbidden(refusal);
  return folio;
}

/** The stored document of a folio the user may publish; null when they may not (publishFolio would answer 403/404). */
export async function publishableDocument(db: Executor, user: AuthUser, id: string): Promise<FolioDocument | null> {
  try {
    return documentOf(publishable(user, await loadFolio(db, user, id)));
  } catch (err) {
    if (err instanceof HttpError && (err.status === 403 || err.status === 404)) return null;
    throw err;
  }
}

/**
 * Snapshots the stored document (the row locked, so no save slips between reading and publishing) and replaces
 * any earlier snapshot in the same transaction. A root or nodes sent along must equal the stored ones: only a
 * saved version can be published. A document with accessibility errors (the model's publishBlockers) is refused
 * with a 422 listing them.
 */
export async function publishFolio(
  db: Db,
  user: AuthUser,
  id: string,
  request: PublishRequest,
  sitesOrigin: string,
): Promise<PublishedResult> {
  forgetMarketplaceTotals();
  return db.transaction(async (tx) => {
    const row = publishable(user, await loadFolio(tx, user, id, true));
    const doc = documentOf(row);
    const root: FolioRoot = { ...doc.root, version: row.version };
    if (request.root !== undefined && !isDeepStrictEqual(asJson(request.root), asJson(root))) {
      throw conflict(PUBLISH_MISMATCH);
    }
    if (request.nodes !== undefined && !isDeepStrictEqual(asJson(request.nodes), asJson(doc.nodes))) {
      throw conflict(PUBLISH_MISMATCH);
    }
    checkStoredNodes(doc.nodes);
    // Pages that fail the accessibility rules are not published (422 listing what to fix); nothing is written.
    await refuseInaccessibleFolio(tx, { ...doc, root });
    // Charts are published with the folio; the server's record of what the widgets show wins over a client's.
    const charts = await publishVisualizations(tx, row, doc.nodes);
    const values = {
      version: row.version,
      schemaVersion: doc.schemaVersion,
      root,
      nodes: doc.nodes,
      visStates: { ...request.visStates, ...charts },
      licenseOptionStates: request.licenseOptionStates ?? {},
      publishedAt: new Date(),
      publishedBy: user.userId,
    };
    const [saved] = await tx
      .insert(folioPublications)
      .values({ folioId: row.id, ...values })
      .onConflictDoUpdate({ target: folioPublications.folioId, set: values })
      .returning({ version: folioPublications.version, publishedAt: folioPublications.publishedAt });
    await recordPublishedBlobs(tx, row.id, row.authorId, { root, nodes: doc.nodes });
    await refreshSubmissionFields(tx, row.id, doc.nodes);
    // Every publication is a kept version too (issue 29).
    await keepVersion(tx, row.id, { kind: 'publish', createdBy: user.userId });
    const path = visitorPath(row, root.pages[0]);
    await emitWebhookEvent(tx, folioPublishedEvent(row, saved!.version, row.isPublic && path ? `${sitesOrigin}${path}` : null));
    return {
      publishedVersion: saved!.version,
      publishedAt: saved!.publishedAt.toISOString(),
      isPublic: row.isPublic,
      visibleTo: row.isPublic ? 'everyone' : 'sharedOnly',
      message: row.isPublic ? PUBLISHED_TEXTS.everyone : PUBLISHED_TEXTS.privateFolio,
    };
  });
}

async function publicationOf(db: Executor, folioId: string) {
  const [row] = await db.select().from(folioPublications).where(eq(folioPublications.folioId, folioId)).limit(1);
  return row ?? null;
}

/**
 * Whether (and which version) is published, for anyone who may read the folio, and the visitors' address on the
 * sites origin: the friendly URL when the folio has one, else its first published page.
 */
/** Where visitors read a published folio on the sites origin: its friendly URL, else its first page. */
export function visitorPath(row: { id: string; url: string | null }, firstPage: string | undefined): string | undefined {
  return row.url ? `/${encodeURIComponent(row.url)}` : firstPage && `/folio/${row.id}/page/${encodeURIComponent(firstPage)}`;
}

export async function publishStatus(db: Executor, user: AuthUser, id: string, sitesOrigin: string): Promise<PublishStatus> {
  const row = readable(user, await loadFolio(db, user, id));
  const publication = await publicationOf(db, row.id);
  if (!publication) {
    return { isPublished: false, publishedVersion: null, publishedAt: null, hasUnpublishedChanges: true, publicUrl: null };
  }
  const path = visitorPath(row, publication.root.pages[0]);
  return {
    isPublished: true,
    publishedVersion: publication.version,
    publishedAt: publication.publishedAt.toISOString(),
    // Whether a working copy moved on is for those who may read it.
    hasUnpublishedChanges:
      can(user, { kind: 'folio.readWorkingCopy', folio: accessOf(row) }) && row.version > publication.version,
    publicUrl: row.isPublic && path ? `${sitesOrigin}${path}` : null,
  };
}

/**
 * The published snapshot only. 404 when the folio is unknown, deleted or unpublished, and when it is private,
 * unless the caller may read it (the owner, a sharee, the holder of a live link to it).
 */
export async function publishedView(db: Executor, user: AuthUser | null, id: string, linkToken: string | null = null): Promise<PublishedView> {
  const row = await loadFolio(db, user, id, false, linkToken);
  if (!row) throw notFound(FOLIO_NOT_FOUND);
  const visible = user ? can(user, { kind: 'folio.read', folio: accessOf(row) }) : guestCan({ kind: 'folio.read', folio: accessOf(row) });
  if (!visible) throw notFound(FOLIO_NOT_FOUND);
  const publication = await publicationOf(db, row.id);
  if (!publication) throw notFound(NOT_PUBLISHED);
  const doc = loadFolioDocument({
    schemaVersion: publication.schemaVersion,
    root: publication.root,
    nodes: publication.nodes,
  });
  return { id: row.id, root: doc.root, nodes: doc.nodes, publishedAt: publication.publishedAt.toISOString(), ...(await readFieldsOf(db, user, row, doc)) };
}
