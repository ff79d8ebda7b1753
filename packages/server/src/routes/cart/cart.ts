import { GUESTS_CANNOT_ACCESS, USER_IDS_DO_NOT_MATCH } from '@folio/model';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { forbidden } from '../../errors.ts';
import { heldLicences } from '../../services/payments/owned.ts';
import { addManyToCart, addToCart, readCart, removeFromCart } from '../../services/selling/cart.ts';

const CartInput = z.strictObject({
  type: z.string().max(40).describe('folio, asset, library (a licenceOptionId), accountLicense (an accountTypeId) or domain'),
  licenseOptionId: z.string().max(100).optional().describe('The published licence option bought'),
  accountTypeId: z.number().int().optional().describe('accountLicense: the account type'),
  amount: z.unknown().optional().describe('Ignored: the amount comes from the licence option'),
  tax: z.unknown().optional().describe('Ignored'),
  shipping: z.unknown().optional().describe('Ignored'),
  other: z.unknown().optional().describe('Ignored'),
  licenseType: z.unknown().optional().describe('Ignored: the licence option says it'),
  accountTypeName: z.unknown().optional().describe('Ignored'),
});
const CartItem = z.object({
  id: z.string(),
  type: z.string(),
  itemId: z.string().nullable(),
  itemName: z.string(),
  licenseOptionId: z.string().nullable(),
  licenseType: z.string().nullable(),
  accountTypeId: z.number().int().nullable(),
  accountTypeName: z.string().nullable(),
  amount: z.string(),
  tax: z.string(),
  shipping: z.string(),
  other: z.string(),
  currency: z.string(),
  available: z.boolean().describe('false: withdrawn or ended since it was added; it cannot be paid'),
  owned: z.boolean().describe('The buyer already holds a licence to the item giving everything this one does: it is not paid again (add and checkout refuse it)'),
  sellerId: z.string().nullable().describe('Who is paid; null: the platform (account types)'),
  sellerName: z.string().nullable(),
});
const Cart = z.object({ items: z.array(CartItem), totals: z.record(z.string(), z.string()).describe('Per currency') });
const ReadQuery = z.object({ userId: z.string().max(100).optional().describe('Must be your own id, when given') });

/** The cart is its owner's: a guest is told 'Guests cannot access this data'. */
const cartOwner = (req: FastifyRequest) => requireUser(req, GUESTS_CANNOT_ACCESS);

/** The cart (spec §7 Cart). */
export async function cartRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['cart'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/products/cartItems',
    { schema: { tags, security, summary: 'Your cart, amounts recomputed from the published terms', querystring: ReadQuery, response: { 200: Cart } } },
    async (req) => {
      const user = cartOwner(req);
      if (req.query.userId !== undefined && req.query.userId !== user.userId) throw forbidden(USER_IDS_DO_NOT_MATCH);
      return readCart(db, user);
    },
  );
  app.post(
    '/api/products/cartItems/add',
    { schema: { tags, security, summary: 'Add one item (409 when it is already in the cart)', body: CartInput, response: { 200: Cart } } },
    async (req) => addToCart(db, cartOwner(req), req.body),
  );
  app.post(
    '/api/products/cartItems/addMultiple',
    { schema: { tags, security, summary: 'Add several items, all or none', body: z.strictObject({ items: z.array(CartInput).min(1).max(50) }), response: { 200: Cart } } },
    async (req) => addManyToCart(db, cartOwner(req), req.body.items),
  );
  app.get(
    '/api/products/owned/:itemType/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'The licences you hold to an item (paid, not refunded): the marketplace says "You own this" from it',
        params: z.object({ itemType: z.enum(['folio', 'asset', 'library']), itemId: z.string().max(100) }),
        response: { 200: z.object({ licenseTypes: z.array(z.string()).describe('The licence types you hold to it; empty when none') }) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const held = await heldLicences(db, user.userId, [{ type: req.params.itemType, id: req.params.itemId }]);
      return { licenseTypes: held.get(req.params.itemId) ?? [] };
    },
  );
  app.post(
    '/api/products/cartItems/delete',
    { schema: { tags, security, summary: 'Remove items from your cart', body: z.strictObject({ ids: z.array(z.string().max(100)).min(1).max(50) }), response: { 200: Cart } } },
    async (req) => removeFromCart(db, cartOwner(req), req.body.ids),
  );
}
