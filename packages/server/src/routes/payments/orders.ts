import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { createCheckout } from '../../services/payments/checkout.ts';
import { completeOrder, refundOrder } from '../../services/payments/completion.ts';
import { withDownloads, withOrderDownloads } from '../../services/payments/downloads.ts';
import { myPurchases, readOrder } from '../../services/payments/purchases.ts';
import { refundPreview } from '../../services/payments/refundPreview.ts';
import { mySales, salesSummary } from '../../services/payments/sales.ts';
import { PaginationQuery } from '../pagination.ts';
import { checkoutDeps } from './deps.ts';
import { Order, OrderIdParams, PurchasePage, RefundPreview, SalesSummary } from './schema.ts';

/** Checkout, orders, the buyer's purchases and the seller's sales (issue 13). */
export async function orderRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  app.post(
    '/api/products/checkout',
    {
      schema: {
        tags,
        security,
        summary: "Pay cart items of one seller in one currency: answers the pay page's address",
        body: z.strictObject({ cartItemIds: z.array(z.string().max(100)).min(1).max(50) }),
        response: { 200: z.object({ orderId: z.string(), url: z.string() }) },
      },
    },
    async (req) => createCheckout(checkoutDeps(app), requireUser(req), req.body.cartItemIds),
  );
  app.get('/api/orders/:id', { schema: { tags, security, summary: 'One order, for its buyer or seller', params: OrderIdParams, response: { 200: Order } } }, async (req) => {
    const user = requireUser(req);
    return withOrderDownloads(db, user, await readOrder(db, user, req.params.id));
  });
  app.post(
    '/api/orders/:id/complete',
    { schema: { tags, security, summary: 'The buyer is back from paying: fulfils the order if Stripe says it is paid (once, whoever comes first)', params: OrderIdParams, response: { 200: Order } } },
    async (req) => {
      const user = requireUser(req);
      return withOrderDownloads(db, user, await completeOrder(checkoutDeps(app), user, req.params.id));
    },
  );
  app.post(
    '/api/orders/:id/refund',
    { schema: { tags, security, summary: 'The seller refunds a paid order in full; what it granted is taken back', params: OrderIdParams, response: { 200: Order } } },
    async (req) => refundOrder(checkoutDeps(app), requireUser(req), req.params.id),
  );
  app.get(
    '/api/orders/:id/refund',
    { schema: { tags, security, summary: "What refunding this order would cover (the seller's, before confirming): its items, the amount, the copies deleted", params: OrderIdParams, response: { 200: RefundPreview } } },
    async (req) => refundPreview(db, requireUser(req), req.params.id),
  );
  app.get(
    '/api/purchases',
    {
      schema: {
        tags,
        security,
        summary: 'What you bought, newest first',
        querystring: PaginationQuery.extend({ itemType: z.enum(['folio', 'asset', 'library', 'accountLicense']).optional() }),
        response: { 200: PurchasePage },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return withDownloads(db, user, await myPurchases(db, user, req.query.itemType, req.query));
    },
  );
  app.get('/api/sales', { schema: { tags, security, summary: 'Your revenue per currency and per item, and your payout account', response: { 200: SalesSummary } } }, async (req) =>
    salesSummary(db, app.payments, requireUser(req)),
  );
  app.get('/api/sales/orders', { schema: { tags, security, summary: 'What you sold, newest first', querystring: PaginationQuery, response: { 200: PurchasePage } } }, async (req) =>
    mySales(db, requireUser(req), req.query),
  );
}
