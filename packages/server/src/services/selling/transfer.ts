/**
 * Transfer by copy (spec §7 `POST /api/folios/{id}/copy/transfer`): the owner hands a copy of the folio to another
 * account. An own work goes as a plain copy; a licensed copy goes only with the folioCopyTransfer right, and the
 * recipient's copy keeps the licence without that right (it cannot be handed on again).
 */
import { FOLIO_TEXTS, type LicenseDetails } from '@folio/model';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db } from '../../db/client.ts';
import { folios, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { prepareDocument } from '../folios/folioDocument.ts';
import { foreignCopyRoot } from '../folios/foreignCopy.ts';
import { carryCharts, insertCarriedCharts } from '../visualizations/carry.ts';
import { columnsOf, documentOf, folioAccessOf, isUuid, loadFolio, readable } from '../folios/folios.ts';
import { notify } from '../notifications/notify.ts';

export const TRANSFER_TEXTS = {
  noRecipient: 'No active account with this id to hand the copy to',
  self: 'Choose someone else: the folio is already yours',
} as const;

export async function transferCopy(db: Db, user: AuthUser, id: string, toUserId: string): Promise<{ id: string; recipientId: string }> {
  return db.transaction(async (tx) => {
    const row = readable(user, await loadFolio(tx, user, id));
    if (!can(user, { kind: 'folio.copyTransfer', folio: folioAccessOf(row) })) throw forbidden(FOLIO_TEXTS.cannotModify);
    if (toUserId === user.userId) throw badRequest(TRANSFER_TEXTS.self);
    const [recipient] = isUuid(toUserId) ? await tx.select({ id: users.id }).from(users).where(and(eq(users.id, toUserId), eq(users.isActive, true))) : [];
    if (!recipient) throw notFound(TRANSFER_TEXTS.noRecipient);
    const source = documentOf(row);
    const licence: LicenseDetails | null = row.licenseDetails ? { ...row.licenseDetails, folioCopyTransfer: false } : null;
    const carried = await carryCharts(tx, row.authorId, await prepareDocument({ ...source, root: foreignCopyRoot(source.root, recipient.id) }), 'working');
    const doc = carried.doc;
    const [copy] = await tx
      .insert(folios)
      .values({ authorId: recipient.id, version: 1, isTemplateBased: row.isTemplateBased, licenseDetails: licence, hasBeenPurchased: row.hasBeenPurchased, derivedFromId: row.id, derivedHow: 'transfer', ...columnsOf(doc) })
      .returning({ id: folios.id });
    await insertCarriedCharts(tx, { id: copy!.id, authorId: recipient.id }, carried.charts);
    await notify(tx, [{ userId: recipient.id, kind: 'share', actorId: user.userId, itemType: 'folio', itemId: copy!.id, data: { name: doc.root.name, rights: 'own a copy of it' } }]);
    return { id: copy!.id, recipientId: recipient.id };
  });
}

