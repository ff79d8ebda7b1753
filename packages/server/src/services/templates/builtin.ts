/**
 * Built-in templates (issue 32): the gallery's list, and "Use this template", which makes the caller's own ordinary
 * folio — private, editable, no template rules — from a shipped template: its pictures become the caller's own
 * image assets (stored files counted in their storage, as uploads are), its charts the folio's own charts, and a
 * website template also makes the website with its pages (public folios, so the website shows them once published).
 * Nothing is published.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { NEW_FOLIO_SPAM_PROTECTION, type BuiltinTemplateSummary, type BuiltinTemplateUse, type FolioDocument, type FolioNode, type NodeMap } from '@folio/model';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { blobs, folios, users, visualizations } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { BlobStore } from '../../storage/types.ts';
import type { ThumbnailQueue } from '../blobs/blobs.ts';
import { createAsset } from '../assets/assets.ts';
import { prepareDocument } from '../folios/folioDocument.ts';
import { columnsOf } from '../folios/folios.ts';
import { enforcePermit } from '../users/limits.ts';
import { createWebsite, deleteWebsite, type SitesConfig } from '../websites.ts';
import { updateWebsite } from '../websiteUpdate.ts';
import { CHART_REF, IMAGE_REF, builtinTemplates, findBuiltinTemplate, type BuiltinTemplate } from './templateFile.ts';

export const BUILTIN_TEMPLATE_TEXTS = {
  notFound: 'No built-in template has this name',
} as const;

export const previewUrlOf = (slug: string) => `/api/templates/builtin/${encodeURIComponent(slug)}/preview`;

export function listBuiltinTemplates(): BuiltinTemplateSummary[] {
  return builtinTemplates().map((t) => ({
    slug: t.slug,
    title: t.title,
    description: t.description,
    intents: [...t.intents],
    kind: t.kind,
    previewUrl: previewUrlOf(t.slug),
  }));
}

/** The gallery card's picture (404 for an unknown slug). */
export function builtinPreview(slug: string): Buffer {
  const template = findBuiltinTemplate(slug);
  if (!template) throw notFound(BUILTIN_TEMPLATE_TEXTS.notFound);
  return template.previewBytes;
}

export interface UseDeps {
  config: Config & SitesConfig;
  store: BlobStore;
  thumbnails: ThumbnailQueue;
}

/** The document with the template's image and chart keys replaced by the caller's assets and charts. */
function ownDocument(doc: FolioDocument, images: Map<string, { assetId: string; url: string }>, charts: Map<string, string>): FolioDocument {
  const image = (ref: string) => {
    const found = images.get(ref.slice(IMAGE_REF.length));
    if (!found) throw new Error(`The template names an image it does not ship: ${ref}`);
    return found;
  };
  const nodes: NodeMap = {};
  for (const [id, node] of Object.entries(structuredClone(doc.nodes)) as Array<[string, FolioNode]>) {
    if (node.kind === 'asset-resource' && node.assetId?.startsWith(IMAGE_REF)) {
      const own = image(node.assetId);
      node.assetId = own.assetId;
      node.url = own.url;
    } else if (node.kind === 'gallery-widget') {
      node.meta.items = node.meta.items.map((item) => (item.assetId.startsWith(IMAGE_REF) ? { ...item, ...image(item.assetId) } : item));
    } else if (node.kind === 'visualization-widget' && node.meta.visualizationId?.startsWith(CHART_REF)) {
      node.meta.visualizationId = charts.get(node.meta.visualizationId.slice(CHART_REF.length)) ?? null;
    }
    nodes[id] = node;
  }
  return { ...doc, nodes };
}

/**
 * Makes the caller's own copy of a built-in template: 404 for an unknown slug; 403 (with the account type's
 * message) when its pictures do not fit the account's storage or, for a website, when the account has its
 * websites' limit. Answers the folio to open (a website's home page) and every id made.
 */
export async function useBuiltinTemplate(db: Db, deps: UseDeps, user: AuthUser, slug: string): Promise<BuiltinTemplateUse> {
  const template = findBuiltinTemplate(slug);
  if (!template) throw notFound(BUILTIN_TEMPLATE_TEXTS.notFound);
  const bytes = template.images.reduce((sum, i) => sum + (template.pictures.get(i.key)?.length ?? 0), 0);
  await enforcePermit(db, user.userId, 'file.store', { fileSize: bytes, config: deps.config });
  if (template.kind === 'website') await enforcePermit(db, user.userId, 'website.create');

  // The files first (a store is not transactional): removed again if anything after fails.
  const files = template.images.map((i) => ({ ...i, blobId: randomUUID(), data: template.pictures.get(i.key)! }));
  const stored: string[] = [];
  let made: { folioIds: string[]; blobIds: string[] };
  try {
    for (const f of files) {
      await deps.store.put(f.blobId, Readable.from(f.data), { size: f.data.length, contentType: 'image/webp' });
      stored.push(f.blobId);
    }
    made = await db.transaction((tx) => makeFolios(tx as unknown as Db, user, template, files));
  } catch (err) {
    await Promise.all(stored.map((key) => deps.store.delete(key).catch(() => {})));
    throw err;
  }
  for (const id of made.blobIds) deps.thumbnails.add(id);

  const byKey = new Map(template.folios.map((f, i) => [f.key, made.folioIds[i]!]));
  let websiteId: string | null = null;
  if (template.website) {
    const site = template.website;
    const created = await createWebsite(db, user, { name: site.name, language: template.folios[0]!.document.root.language ?? null }, deps.config);
    websiteId = created.id;
    try {
      await updateWebsite(
        db,
        user,
        created.id,
        { pages: site.pages.map((p) => ({ folioId: byKey.get(p.folio)!, slug: p.slug })), defaultPageFolioId: byKey.get(site.defaultPage)!, description: site.description },
        deps.config,
      );
    } catch (err) {
      await deleteWebsite(db, user, created.id).catch(() => {});
      throw err;
    }
  }
  const first = template.website ? byKey.get(template.website.defaultPage)! : made.folioIds[0]!;
  return { kind: template.kind, folioId: first, folioIds: made.folioIds, websiteId };
}

/** In one transaction: the blobs' rows, the caller's assets of them, the folios and their charts. */
async function makeFolios(
  tx: Db,
  user: AuthUser,
  template: BuiltinTemplate,
  files: Array<{ key: string; title: string; width: number; height: number; blobId: string; data: Buffer }>,
): Promise<{ folioIds: string[]; blobIds: string[] }> {
  if (files.length > 0) {
    await tx.insert(blobs).values(
      files.map((f) => ({
        id: f.blobId,
        ownerId: user.userId,
        size: f.data.length,
        mimeType: 'image',
        mimeSubtype: 'webp',
        kind: 'image' as const,
        width: f.width,
        height: f.height,
        thumbnailPending: true,
      })),
    );
  }
  const images = new Map<string, { assetId: string; url: string }>();
  for (const f of files) {
    // Through the assets service, as an upload's asset is made: the caller's own file (can(asset.useBlob)), their default tags.
    const asset = await createAsset(tx, user, { uuid: f.blobId, title: f.title });
    images.set(f.key, { assetId: asset.id, url: `/blob/${f.blobId}` });
  }
  const [author] = await tx.select({ tags: users.folioDefaultTags }).from(users).where(eq(users.id, user.userId)).limit(1);
  const folioIds: string[] = [];
  for (const spec of template.folios) {
    const folioId = randomUUID();
    const charts = template.charts.filter((c) => c.folio === spec.key).map((c) => ({ ...c, id: randomUUID() }));
    const own = ownDocument(spec.document, images, new Map(charts.map((c) => [c.key, c.id])));
    const tags = [...new Set([...spec.document.root.tags, ...(author?.tags ?? [])])];
    const doc = await prepareDocument({
      ...own,
      // A website's pages are for its visitors: public, so publishing the website puts them on the web (a private
      // page answers 404 there). A single folio starts private, as every new folio does.
      root: { ...own.root, authorId: user.userId, tags, version: 1, isPublic: template.kind === 'website', url: null, spamProtection: NEW_FOLIO_SPAM_PROTECTION },
    });
    await tx.insert(folios).values({ id: folioId, authorId: user.userId, version: 1, ...columnsOf(doc) });
    if (charts.length > 0) {
      await tx.insert(visualizations).values(charts.map((c) => ({ id: c.id, folioId, authorId: user.userId, websiteId: null, root: { ...c.root } })));
    }
    folioIds.push(folioId);
  }
  return { folioIds, blobIds: files.map((f) => f.blobId) };
}
