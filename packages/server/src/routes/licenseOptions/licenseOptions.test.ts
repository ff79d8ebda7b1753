import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset } from '../../../test/factories.ts';
import { licenseOptions } from '../../db/schema.ts';
import { call, person, privateFolio, share, type Person } from '../shares/testing.ts';

const { app, db } = await createTestApp();

async function create(who: Person, body: object, index = true) {
  const res = await call(app, who, 'POST', `/api/licenseOptions${index ? '?index=true' : ''}`, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

describe('licence options', () => {
  it('are made by the item’s owner with the spec’s defaults, answered as text ids, kept in minor units', async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner, 'For sale');
    const id = await create(owner, { itemType: 'folio', itemId: folio.id, idx: 0, root: { price: '12.5' } });
    const [row] = await db.select().from(licenseOptions).where(eq(licenseOptions.id, id));
    expect(row).toMatchObject({ price: 1250, taxHundredths: 0, shipping: 0, other: 0, currency: 'CAD', licenseType: null, idx: 0 });
    const list = (await call(app, owner, 'GET', `/api/licenseOptions/${folio.id}?forEditing=true`)).json() as Array<{ root: object; published: unknown }>;
    expect(list).toEqual([expect.objectContaining({ id, root: { price: '12.50', taxPercentage: '0', shipping: '0', other: '0', currency: 'CAD', endDate: null, licenseType: null }, published: null })]);
  });

  it('refuse other people, guests (\'Unauthorized access\') and bad amounts, naming the field', async () => {
    const owner = await person(db, 'Owner');
    const other = await person(db, 'Other');
    const folio = await privateFolio(db, owner, 'Mine');
    // Even someone the folio is shared with, with every right, does not set its price.
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeId: other.user.id, canEditContent: true, canEditSettings: true, canPublish: true, canShare: true });
    expect((await call(app, other, 'POST', '/api/licenseOptions', { itemType: 'folio', itemId: folio.id, root: {} })).statusCode).toBe(403);
    const guest = await app.inject({ method: 'POST', url: '/api/licenseOptions', payload: { itemType: 'folio', itemId: folio.id, root: {} } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: 'Unauthorized access' });
    const bad = await call(app, owner, 'POST', '/api/licenseOptions', { itemType: 'folio', itemId: folio.id, root: { price: '-3', taxPercentage: '150' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('root.price');
    expect(bad.json().message).toContain('root.taxPercentage');
    expect((await call(app, owner, 'POST', '/api/licenseOptions', { itemType: 'folio', itemId: '00000000-0000-4000-8000-000000000000', root: {} })).statusCode).toBe(404);
    const id = await create(owner, { itemType: 'folio', itemId: folio.id, root: {} });
    expect((await call(app, other, 'PATCH', `/api/licenseOptions/update/${id}`, { log: [{ action: 'update' }], root: { price: '1' } })).statusCode).toBe(403);
    expect((await call(app, other, 'DELETE', `/api/licenseOptions/${id}`)).statusCode).toBe(403);
    expect((await call(app, other, 'GET', `/api/licenseOptions/${folio.id}?forEditing=true`)).statusCode).toBe(403);
  });

  it('move to a new index only, update with log and root only, and stay dense when one is withdrawn', async () => {
    const owner = await person(db, 'Owner');
    const asset = await buildAsset(db, { authorId: owner.user.id, title: 'Photo' });
    const a = await create(owner, { itemType: 'asset', itemId: asset.id, root: { price: '1' } });
    const b = await create(owner, { itemType: 'asset', itemId: asset.id, root: { price: '2' } });
    const c = await create(owner, { itemType: 'asset', itemId: asset.id, root: { price: '3' } });
    const same = await call(app, owner, 'PATCH', `/api/licenseOptions/update/${c}?index=true`, { idx: 2 });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: 'An index update needs a new index' });
    const moved = (await call(app, owner, 'PATCH', `/api/licenseOptions/update/${c}?index=true`, { idx: 0 })).json() as Array<{ id: string; idx: number }>;
    expect(moved.map((o) => [o.id, o.idx])).toEqual([[c, 0], [a, 1], [b, 2]]);
    const noLog = await call(app, owner, 'PATCH', `/api/licenseOptions/update/${a}`, { root: { price: '9' } });
    expect(noLog.statusCode).toBe(400);
    expect(noLog.json()).toMatchObject({ message: 'A metadata update needs log and root' });
    const updated = await call(app, owner, 'PATCH', `/api/licenseOptions/update/${a}`, { log: [{ action: 'update', path: 'root.price' }], root: { price: '9.99', shipping: '2' } });
    expect(updated.json()).toMatchObject({ root: { price: '9.99', shipping: '2.00', taxPercentage: '0' } });
    expect((await call(app, owner, 'DELETE', `/api/licenseOptions/${c}`)).statusCode).toBe(204);
    const left = (await call(app, owner, 'GET', `/api/licenseOptions/${asset.id}?forEditing=true`)).json() as Array<{ id: string; idx: number }>;
    expect(left.map((o) => [o.id, o.idx])).toEqual([[a, 0], [b, 1]]);
    expect((await call(app, owner, 'DELETE', `/api/licenseOptions/${c}`)).statusCode).toBe(404);
  });

  it('reach buyers only once published with a licence type, only for public items, and not past their end date', async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner, 'Template');
    const id = await create(owner, { itemType: 'folio', itemId: folio.id, root: { price: '20' } });
    const later = await create(owner, { itemType: 'folio', itemId: folio.id, root: { price: '5', endDate: '2020-01-01' } });
    const pub = (option: string, root: object) => call(app, owner, 'PATCH', `/api/licenseOptions/publish/${option}`, { root });
    expect((await pub(id, {})).statusCode).toBe(400);
    expect((await pub(id, { licenseType: 'edit', taxPercentage: '13' })).json()).toMatchObject({ published: { price: '20.00', licenseType: 'edit', taxPercentage: '13.00' } });
    expect((await pub(later, { licenseType: 'view' })).statusCode).toBe(200);
    // Private item: nothing to buy.
    expect((await app.inject({ method: 'GET', url: `/public/api/licenseOptions/${folio.id}` })).statusCode).toBe(404);
    await db.execute(`update folios set is_public = true where id = '${folio.id}'`);
    // A working change after publishing stays unseen by buyers.
    await call(app, owner, 'PATCH', `/api/licenseOptions/update/${id}`, { log: [{ action: 'update' }], root: { price: '99' } });
    const seen = (await app.inject({ method: 'GET', url: `/public/api/licenseOptions/${folio.id}` })).json() as Array<{ id: string; root: { price: string } }>;
    expect(seen.map((o) => [o.id, o.root.price])).toEqual([[id, '20.00']]);
    const types = (await app.inject({ method: 'GET', url: '/public/api/licenseTypes' })).json() as Array<{ type: string; allows: string[] }>;
    expect(types.find((t) => t.type === 'site')?.allows).toContain('use it as a page of your websites');
  });
});
