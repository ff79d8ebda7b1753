import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { call, person, privateFolio, publicPublished, type Person } from '../shares/testing.ts';

const { app, db } = await createTestApp();

async function offer(owner: Person, itemId: string, root: Record<string, string>) {
  const id = (await call(app, owner, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId, root: {} })).body;
  expect((await call(app, owner, 'PATCH', `/api/licenseOptions/publish/${id}`, { root })).statusCode).toBe(200);
  return id;
}

type Cart = { items: Array<{ id: string; amount: string; tax: string; shipping: string; itemName: string; available: boolean; type: string }>; totals: Record<string, string> };

describe('the cart', () => {
  it('recomputes amounts from the published terms (never the client’s), refuses duplicates with the spec’s texts', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const folio = await publicPublished(app, db, seller, 'Course');
    const option = await offer(seller, folio.id, { price: '20', taxPercentage: '13', shipping: '5', licenseType: 'edit' });
    const added = await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: option, amount: '0.01' });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json() as Cart;
    expect(cart.items).toEqual([expect.objectContaining({ type: 'folio', itemName: 'Course', amount: '20.00', tax: '2.60', shipping: '5.00', available: true })]);
    expect(cart.totals).toEqual({ CAD: '27.60' });
    const again = await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: option });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Failed to add cart item; it is already in the cart.' });

    const second = await offer(seller, folio.id, { price: '90', licenseType: 'resale' });
    const many = await call(app, buyer, 'POST', '/api/products/cartItems/addMultiple', { items: [{ type: 'folio', licenseOptionId: second }, { type: 'folio', licenseOptionId: option }] });
    expect(many.statusCode).toBe(409);
    expect(many.json()).toMatchObject({ message: 'Failed to add cart item(s); some or all are already in the cart.' });
    // All or none: the second option did not stay in the cart.
    expect(((await call(app, buyer, 'GET', '/api/products/cartItems')).json() as Cart).items).toHaveLength(1);

    const account = await call(app, buyer, 'POST', '/api/products/cartItems/addMultiple', { items: [{ type: 'folio', licenseOptionId: second }, { type: 'accountLicense', accountTypeId: 2 }] });
    expect((account.json() as Cart).totals).toEqual({ CAD: '237.60' });

    // The seller raises the price and republishes: the cart follows the published terms.
    await call(app, seller, 'PATCH', `/api/licenseOptions/publish/${option}`, { root: { price: '30', taxPercentage: '0', shipping: '0' } });
    const read = (await call(app, buyer, 'GET', '/api/products/cartItems')).json() as Cart;
    expect(read.items.find((i) => i.amount === '30.00')).toBeDefined();
    // Withdrawn: still listed, no longer payable, out of the totals.
    await call(app, seller, 'DELETE', `/api/licenseOptions/${second}`);
    const after = (await call(app, buyer, 'GET', '/api/products/cartItems')).json() as Cart;
    expect(after.items.filter((i) => !i.available)).toHaveLength(1);
    expect(after.totals).toEqual({ CAD: '150.00' });
    const removed = (await call(app, buyer, 'POST', '/api/products/cartItems/delete', { ids: after.items.map((i) => i.id) })).json() as Cart;
    expect(removed).toEqual({ items: [], totals: {} });
  });

  it('refuses unknown types, domains, own items, unpublished options and other people’s carts', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const folio = await publicPublished(app, db, seller, 'Thing');
    const option = await offer(seller, folio.id, { price: '5', licenseType: 'view' });
    const add = (who: Person, body: object) => call(app, who, 'POST', '/api/products/cartItems/add', body);
    const unknown = await add(buyer, { type: 'spaceship' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Item type not recognized!' });
    expect((await add(buyer, { type: 'domain' })).statusCode).toBe(400);
    expect((await add(buyer, { type: 'accountLicense', accountTypeId: 1 })).statusCode).toBe(400);
    expect((await add(seller, { type: 'folio', licenseOptionId: option })).statusCode).toBe(400);
    expect((await add(buyer, { type: 'asset', licenseOptionId: option })).statusCode).toBe(400);
    const draft = (await call(app, seller, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId: folio.id, root: { price: '1' } })).body;
    expect((await add(buyer, { type: 'folio', licenseOptionId: draft })).statusCode).toBe(404);
    const hidden = await privateFolio(db, seller, 'Hidden');
    const hiddenOption = await offer(seller, hidden.id, { price: '5', licenseType: 'view' });
    expect((await add(buyer, { type: 'folio', licenseOptionId: hiddenOption })).statusCode).toBe(404);

    const guest = await app.inject({ method: 'GET', url: '/api/products/cartItems' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: 'Guests cannot access this data' });
    const other = await call(app, buyer, 'GET', `/api/products/cartItems?userId=${seller.user.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: 'User IDs do not match' });
    // One cart never shows another's items.
    await add(buyer, { type: 'folio', licenseOptionId: option });
    expect(((await call(app, seller, 'GET', '/api/products/cartItems')).json() as Cart).items).toEqual([]);
  });
});
