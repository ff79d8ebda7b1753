import { FOLIO_TEXTS } from '@folio/model';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { folioAccessOf, loadFolio, readable } from '../folios/folios.ts';
import { purchasesOfItem, type PurchaseList, type PurchasePage } from './purchases.ts';

/** Purchases of a folio, for its author only (403 for readers, 404 for those who cannot see it). */
export async function folioPurchases(db: Executor, user: AuthUser, id: string, page: PurchasePage): Promise<PurchaseList> {
  const row = readable(user, await loadFolio(db, user, id));
  if (!can(user, { kind: 'folio.listPurchases', folio: folioAccessOf(row) })) throw forbidden(FOLIO_TEXTS.cannotModify);
  return purchasesOfItem(db, 'folio', row.id, page);
}
