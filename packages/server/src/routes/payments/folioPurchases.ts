import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { folioPurchases } from '../../services/payments/folioPurchases.ts';
import { PaginationQuery } from '../pagination.ts';
import { OrderIdParams, PurchasePage } from './schema.ts';

/** Spec §7 `GET /api/folios/{id}/purchases`: who bought licences to an own folio. */
export async function folioPurchaseRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  app.get(
    '/api/folios/:id/purchases',
    { schema: { tags: ['folios'], security: [{ bearer: [] }], summary: 'Purchases of an own folio, newest first', params: OrderIdParams, querystring: PaginationQuery, response: { 200: PurchasePage } } },
    async (req) => folioPurchases(db, requireUser(req), req.params.id, req.query),
  );
}
