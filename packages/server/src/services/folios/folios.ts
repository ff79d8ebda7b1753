/** Folio rows: loading (migrate + backfill), access, presenting, create, delete, copy, fixClientIds. */
import { randomUUID } from 'node:crypto';
import {
  FOLIO_NAME_MAX,
  FOLIO_TEXTS,
  LICENSE_TYPE_INFO,
  createFolio,
  NEW_FOLIO_SPAM_PROTECTION,
  editRefusal,
  isSubmitButton,
  loadFolioDocument,
  renameTranslationIds,
  withWidgetIds,
  type FolioDocument,
  type FolioFull,
  type FolioNode,
  type FolioRightsInput,
  type LicenseDetails,
  type NodeMap,
} from '@folio/model';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { receiversChanged, syncInvitations, type ReceiverMailDeps } from '../receivers/invitations.ts';
import { can, type FolioAccess, type ShareGrant } from '../../auth/can.ts';
import type { Db, Executor } from '../../db/client.ts';
import { folioEditLog, folioPublications, folios, users } from '../../db/schema.ts';
import { HttpError, conflict, forbidden, gone, notFound } from '../../errors.ts';
import { grantFor } from '../shares/grants.ts';
import { templateOffer } from '../selling/templates.ts';
import { carryCharts, insertCarriedCharts } from '../visualizations/carry.ts';
import { prepareDocument } from './folioDocument.ts';
import { readFieldsOf } from './folioReadFields.ts';

export type FolioRow = typeof folios.$inferSelect;
/** A folio row with what shares give the caller on it: what every access decision about it takes. */
export type AccessibleFolio = FolioRow & { share: ShareGrant | null };

export const FOLIO_LIMITS = {
  /** lowercase letters, digits and hyphens, like user friendly URLs */
  urlPattern: /^[a-z0-9-]{3,60}$/,
  nameMax: FOLIO_NAME_MAX,
  tagsMax: 50,
  tagLengthMax: 40,
  /** addresses of the sites origin itself (`/oembed`, `/search`, the health checks): no folio may take them */
  reservedUrls: ['oembed', 'search', 'healthz', 'readyz'] as readonly string[],
} as const;

export const FOLIO_NOT_FOUND = 'No folio with this id';
export const FOLIO_URL_TAKEN = 'This URL is already used by another folio';
export const NOT_PUBLISHED = 'This folio has not been published';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** A folio that is not deleted; a malformed id is simply unknown. `forUpdate` locks the row until commit. */
export async function findFolio(db: Executor, id: string, forUpdate = false): Promise<FolioRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(folios)
    .where(and(eq(folios.id, id), eq(folios.isDeleted, false)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A folio that is not deleted, with what shares give `user` on it (a link token for link holders); null when
 * unknown. Every access decision goes through this, so shares are never forgotten.
 */
export async function loadFolio(
  db: Executor,
  user: AuthUser | null,
  id: string,
  forUpdate = false,
  linkToken: string | null = null,
): Promise<AccessibleFolio | null> {
  const row = await findFolio(db, id, forUpdate);
  if (!row) return null;
  const share = user?.userId === row.authorId ? null : await grantFor(db, user?.userId ?? null, { type: 'folio', id: row.id }, linkToken);
  return { ...row, share };
}

/** The stored document brought to the current shape (model migrations, backfill, accordion rule). */
export function documentOf(row: FolioRow): FolioDocument {
  return loadFolioDocument({ schemaVersion: row.schemaVersion, root: row.root, nodes: row.nodes });
}

export const rightsOf = (row: FolioRow): FolioRightsInput => ({
  licenseDetails: row.licenseDetails,
  hasBeenPurchased: row.hasBeenPurchased,
});

export const folioAccessOf = (row: AccessibleFolio): FolioAccess => ({
  authorId: row.authorId,
  isPublic: row.isPublic,
  share: row.share,
  licence: row.licenseDetails,
  purchased: row.hasBeenPurchased,
});
const accessOf = folioAccessOf;

/** The row if the user may read it; 404 otherwise, so others' private folios are indistinguishable from none. */
export function readable(user: AuthUser, row: AccessibleFolio | null): AccessibleFolio {
  if (!row || !can(user, { kind: 'folio.read', folio: accessOf(row) })) throw notFound(FOLIO_NOT_FOUND);
  return row;
}

/**
 * The row if the user may make this edit (404 when they cannot see it, 403 with the spec's text otherwise): the
 * licence rules first (spec §4), then what a share allows — content (nodes, pages) and settings (the rest of the
 * root) apart.
 */
export function editable(user: AuthUser, row: AccessibleFolio | null, edit: { content: boolean; settings: boolean }): AccessibleFolio {
  const folio = readable(user, row);
  const access = accessOf(folio);
  if (!can(user, { kind: 'folio.edit', folio: access })) throw forbidden(FOLIO_TEXTS.cannotModify);
  const refusal = editRefusal(rightsOf(folio), { editContent: edit.content, signedIn: true });
  if (refusal) throw forbidden(refusal);
  if (edit.content && !can(user, { kind: 'folio.editContent', folio: access })) throw forbidden(FOLIO_TEXTS.cannotModifyContent);
  if (edit.settings && !can(user, { kind: 'folio.editSettings', folio: access })) throw forbidden(FOLIO_TEXTS.cannotModifySettings);
  return folio;
}

/**
 * canEditContent / canEditSettings for the caller: exactly what `editable` lets through — the licence's refusal
 * (editRefusal) and, for a sharee, the share's rights — so a read never promises an edit the write refuses.
 */
export function rightsFor(user: AuthUser, row: AccessibleFolio): { canEditContent: boolean; canEditSettings: boolean } {
  const access = accessOf(row);
  if (!can(user, { kind: 'folio.edit', folio: access })) return { canEditContent: false, canEditSettings: false };
  const licence = rightsOf(row);
  return {
    canEditContent: editRefusal(licence, { editContent: true, signedIn: true }) === null && can(user, { kind: 'folio.editContent', folio: access }),
    canEditSettings: editRefusal(licence, { editContent: false, signedIn: true }) === null && can(user, { kind: 'folio.editSettings', folio: access }),
  };
}

/** The folio as the API answers it: the document, the caller's rights and what the read carries (folioReadFields.ts). */
export async function presentFull(db: Executor, user: AuthUser, row: AccessibleFolio, doc: FolioDocument = documentOf(row)): Promise<FolioFull> {
  const rights = rightsFor(user, row);
  return {
    ...(await readFieldsOf(db, user, row, doc)),
    id: row.id,
    version: row.version,
    schemaVersion: doc.schemaVersion,
    root: { ...doc.root, version: row.version },
    nodes: doc.nodes,
    ...rights,
    isTemplateBased: row.isTemplateBased,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns that repeat the document, for insert and update. */
export function columnsOf(doc: FolioDocument) {
  return {
    name: doc.root.name,
    url: doc.root.url,
    tags: doc.root.tags,
    isPublic: doc.root.isPublic,
    schemaVersion: doc.schemaVersion,
    root: doc.root,
    nodes: doc.nodes,
  };
}

/** The Postgres error behind a (possibly Drizzle-wrapped) failure, if it is a unique violation of `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}

export async function withUrlConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'folios_url_key')) throw conflict(FOLIO_URL_TAKEN);
    throw err;
  }
}

/** A new folio: version 1, one empty page, the author's default folio tags. */
export async function createFolioFor(db: Executor, user: AuthUser, name?: string): Promise<FolioFull> {
  const [author] = await db
    .select({ tags: users.folioDefaultTags })
    .from(users)
    .where(eq(users.id, user.userId))
    .limit(1);
  const fresh = createFolio(user.userId, { ...(name === undefined ? {} : { name }), spamProtection: NEW_FOLIO_SPAM_PROTECTION });
  const doc = await prepareDocument({ ...fresh, root: { ...fresh.root, tags: author?.tags ?? [] } });
  const [row] = await db
    .insert(folios)
    .values({ authorId: user.userId, version: 1, ...columnsOf(doc) })
    .returning();
  return presentFull(db, user, { ...row!, share: null }, doc);
}

export async function getFolio(
  db: Executor,
  user: AuthUser,
  id: string,
  mode: 'readOnly' | 'forEditing',
): Promise<FolioFull> {
  const row = readable(user, (await loadFolio(db, user, id)) ?? (await explainRemoval(db, user, id)));
  if (mode === 'forEditing' && !can(user, { kind: 'folio.edit', folio: accessOf(row) })) {
    throw forbidden(FOLIO_TEXTS.cannotModify);
  }
  const seen = await readerDocument(db, user, row);
  return presentFull(db, user, seen.row, seen.doc);
}

/**
 * The document a reader sees: the working copy for those who may read it, else the published snapshot (404
 * when there is none). The row returned carries the snapshot's version and time, so nothing of the working copy
 * shows through.
 */
export async function readerDocument(
  db: Executor,
  user: AuthUser,
  row: AccessibleFolio,
): Promise<{ row: AccessibleFolio; doc: FolioDocument }> {
  if (can(user, { kind: 'folio.readWorkingCopy', folio: accessOf(row) })) return { row, doc: documentOf(row) };
  const [publication] = await db.select().from(folioPublications).where(eq(folioPublications.folioId, row.id)).limit(1);
  if (!publication) throw notFound(NOT_PUBLISHED);
  const published: AccessibleFolio = {
    ...row,
    version: publication.version,
    schemaVersion: publication.schemaVersion,
    root: publication.root,
    nodes: publication.nodes,
    name: publication.root.name,
    url: publication.root.url,
    tags: publication.root.tags,
    updatedAt: publication.publishedAt,
  };
  return { row: published, doc: documentOf(published) };
}

export const REMOVAL_TEXTS = {
  refunded: 'This copy was removed: the purchase it came from was refunded, so its licence has ended.',
  derived: 'This copy was removed: it was made from a bought folio whose purchase was refunded, and that licence did not allow passing copies on.',
} as const;

/** Its owner opening a folio a refund removed learns why (410); anyone else, and any other gone folio, nothing (null). */
async function explainRemoval(db: Executor, user: AuthUser, id: string): Promise<null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ reason: folios.removedReason, how: folios.derivedHow })
    .from(folios)
    .where(and(eq(folios.id, id), eq(folios.authorId, user.userId), eq(folios.isDeleted, true)))
    .limit(1);
  if (row?.reason === 'refunded') throw gone(row.how === 'template' || row.how === 'transfer' ? REMOVAL_TEXTS.derived : REMOVAL_TEXTS.refunded);
  return null;
}

/** Soft delete: the row stays (is_deleted) and its URL becomes free again. */
export async function deleteFolio(db: Executor, user: AuthUser, id: string): Promise<void> {
  const row = readable(user, await loadFolio(db, user, id));
  if (!can(user, { kind: 'folio.delete', folio: accessOf(row) })) throw forbidden(FOLIO_TEXTS.cannotModify);
  await db.update(folios).set({ isDeleted: true, updatedAt: new Date() }).where(eq(folios.id, row.id));
}

/**
 * A private copy owned by the user: version 1, no URL, the same nodes (ids are per folio, so they stay). The owner
 * copies the working copy; anyone else may copy a template (templates.ts): the published snapshot, template-based,
 * with the licence's rights.
 */
export async function copyFolio(db: Executor, user: AuthUser, id: string, receiverMail?: ReceiverMailDeps): Promise<FolioFull> {
  const found = readable(user, await loadFolio(db, user, id));
  let row: AccessibleFolio = found;
  let licenseDetails: LicenseDetails | null = found.licenseDetails;
  let isTemplateBased = found.isTemplateBased;
  if (!can(user, { kind: 'folio.copy', folio: accessOf(found) })) {
    const [publication] = await db.select({ version: folioPublications.version }).from(folioPublications).where(eq(folioPublications.folioId, found.id)).limit(1);
    const offer = await templateOffer(db, found.id);
    if (!can(user, { kind: 'folio.useTemplate', folio: { ...accessOf(found), isPublished: publication !== undefined }, offer })) {
      throw forbidden(FOLIO_TEXTS.cannotModify);
    }
    row = (await readerDocument(db, user, found)).row;
    licenseDetails = LICENSE_TYPE_INFO[offer!].details;
    isTemplateBased = true;
  }
  const source = documentOf(row);
  const own = row.authorId === user.userId;
  const root = {
    ...source.root,
    authorId: user.userId,
    name: row.authorId === user.userId ? `${source.root.name} (copy)`.slice(0, FOLIO_LIMITS.nameMax) : source.root.name,
    url: null,
    isPublic: false,
    version: 1,
    marketplaceFolio: false,
    originalAuthorId: source.root.originalAuthorId ?? source.root.authorId,
    libraryId: row.authorId === user.userId ? source.root.libraryId : null,
    websiteId: row.authorId === user.userId ? source.root.websiteId : null,
    submissionReceiversAccounts: own ? source.root.submissionReceiversAccounts : [],
    submissionReceiversAccountGroups: own ? source.root.submissionReceiversAccountGroups : [],
    purchaseReceiversAccounts: own ? source.root.purchaseReceiversAccounts : [],
    purchaseReceiversAccountGroups: own ? source.root.purchaseReceiversAccountGroups : [],
  };
  // The copy carries its charts (issue 26): a template, the published settings; an own copy, the working ones.
  const carried = await carryCharts(db, row.authorId, await prepareDocument({ ...source, root }), own ? 'working' : 'published');
  const doc = carried.doc;
  const [copy] = await db
    .insert(folios)
    .values({
      authorId: user.userId,
      version: 1,
      isTemplateBased,
      licenseDetails,
      // an own copy of a bought copy stays bought (its licence's settings rule follows it)
      hasBeenPurchased: own && found.hasBeenPurchased,
      derivedFromId: found.id,
      derivedHow: own ? 'copy' : 'template',
      ...columnsOf(doc),
    })
    .returning();
  await insertCarriedCharts(db, { id: copy!.id, authorId: user.userId }, carried.charts);
  // The accounts the own original names are asked again: they agreed to receive that folio, not this copy.
  if (receiverMail && receiversChanged({}, doc.root)) {
    await syncInvitations(db, receiverMail, { id: copy!.id, name: doc.root.name, authorId: user.userId }, {}, doc.root);
    receiverMail.mail.flush();
  }
  return presentFull(db, user, { ...copy!, share: null }, doc);
}

/** Every id reference of the document renamed through `idMap` (ids not in it stay). */
export function renameIds(doc: FolioDocument, idMap: Record<string, string>): FolioDocument {
  const to = (id: string) => idMap[id] ?? id;
  const nodes: NodeMap = {};
  for (const node of Object.values(doc.nodes)) {
    let next: FolioNode = { ...node, id: to(node.id) };
    if ('children' in next) next = { ...next, children: next.children.map(to) };
    if ('resource' in next && next.resource !== undefined) next = { ...next, resource: to(next.resource) };
    if ('interactions' in next) next = { ...next, interactions: next.interactions.map(to) };
    if (isSubmitButton(next)) next = withWidgetIds(next, next.meta.action.click.widgetIds.map(to));
    nodes[next.id] = next;
  }
  const translations = renameTranslationIds(doc.root.translations, to);
  return { ...doc, root: { ...doc.root, pages: doc.root.pages.map(to), ...(translations ? { translations } : {}) }, nodes };
}

/** Replaces node ids that are not UUIDs with fresh ones, relinking every reference; a new version if any changed. */
export async function fixClientIds(
  db: Db,
  user: AuthUser,
  folioId: string,
): Promise<{ version: number; idMap: Record<string, string> }> {
  return db.transaction(async (tx) => {
    const row = editable(user, await loadFolio(tx, user, folioId, true), { content: true, settings: false });
    const doc = documentOf(row);
    const idMap: Record<string, string> = {};
    for (const id of Object.keys(doc.nodes)) if (!isUuid(id)) idMap[id] = randomUUID();
    if (Object.keys(idMap).length === 0) return { version: row.version, idMap };
    const version = row.version + 1;
    const fixed = await prepareDocument(renameIds(doc, idMap));
    await tx
      .update(folios)
      .set({ ...columnsOf({ ...fixed, root: { ...fixed.root, version } }), version, updatedAt: new Date() })
      .where(eq(folios.id, row.id));
    await tx.insert(folioEditLog).values({ folioId: row.id, userId: user.userId, version, log: [{ action: 'fixClientIds' }] });
    return { version, idMap };
  });
}

/** The edit log of a folio, oldest first (for audit and tests). */
export async function editLogOf(db: Executor, folioId: string) {
  return db.select().from(folioEditLog).where(eq(folioEditLog.folioId, folioId)).orderBy(folioEditLog.version);
}

/** 409 carrying the version the client must rebase on. */
export class VersionConflict extends HttpError {
  readonly currentVersion: number;
  constructor(currentVersion: number) {
    super(
      409,
      'Conflict',
      'This folio was changed elsewhere since you loaded it; reload it or overwrite it with your copy.',
    );
    this.currentVersion = currentVersion;
  }
}
