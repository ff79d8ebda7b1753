/**
 * GET /api/folios/{id}/files (issue 26): the uploaded files a folio's page shows, as assets its reader may draw —
 * the same rights as the page: a sharee, a buyer of a view licence or of a copy sees the images visitors see. Each
 * file's addresses are signed for the reader when it is not public (the /blob route asks can() again on every load).
 */
import { blobUses, type Asset } from '@folio/model';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { assets, blobs, users } from '../../db/schema.ts';
import { assetRecordColumns, presentAsset } from '../assets/assets.ts';
import { findBlobsWithAccess } from '../blobs/access.ts';
import { blobUrlSigner } from '../blobs/signedUrls.ts';
import { loadFolio, readable, readerDocument } from './folios.ts';

/** A page shows at most this many files to draw at once (the editor's resolver asks as many). */
export const FOLIO_FILES_MAX = 100;

export async function folioFiles(db: Executor, user: AuthUser, folioId: string): Promise<Asset[]> {
  const row = readable(user, await loadFolio(db, user, folioId));
  const { doc } = await readerDocument(db, user, row);
  const uses = blobUses(Object.values(doc.nodes));
  const blobIds = [...new Set(uses.map((u) => u.blobId))].slice(0, FOLIO_FILES_MAX);
  if (blobIds.length === 0) return [];
  const named = new Set(uses.map((u) => u.assetId).filter((id): id is string => id !== null));
  const records = await db
    .select(assetRecordColumns)
    .from(assets)
    .innerJoin(blobs, eq(blobs.id, assets.blobId))
    .innerJoin(users, eq(users.id, assets.authorId))
    .where(and(inArray(assets.blobId, blobIds), eq(assets.isDeleted, false)))
    .orderBy(desc(assets.createdAt));
  const signer = await blobUrlSigner(db);
  const access = await findBlobsWithAccess(db, blobIds, user.userId);
  const items: Asset[] = [];
  for (const blobId of blobIds) {
    const ofBlob = records.filter((r) => r.blobId === blobId);
    // The asset the page names, else the reader's own of the file, else its newest live one.
    const record = ofBlob.find((r) => named.has(r.asset.id)) ?? ofBlob.find((r) => r.asset.authorId === user.userId) ?? ofBlob[0];
    if (!record) continue;
    const found = access.get(blobId);
    if (!found || !can(user, { kind: 'blob.read', blob: found.access, part: 'original' })) continue;
    items.push(presentAsset({ ...record, fileAccess: found.access }, { viewer: user }, signer));
  }
  return items;
}
