import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { blobs, folios, mailMessages, submissions, users } from '../../db/schema.ts';
import { bearer } from '../../../test/factories.ts';
import { answers, publishedForm } from '../submissions/testing.ts';
import { assetOnSale, checkout, folioOnSale, onboard, pay, testServerOf } from '../payments/testing.ts';
import { call, person, publicPublished } from '../shares/testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;

const pageOf = async (folioId: string) => (await db.execute<{ page: string }>(sql`select root->'pages'->>0 as page from folio_publications where folio_id = ${folioId}`)).rows[0]?.page;

describe('leaving Folio', () => {
  it('exports the user’s data as a zip of JSON and files', async () => {
    const u = await person(db, 'Exporter');
    await publicPublished(app, db, u, 'My folio');
    const res = await call(app, u, 'GET', '/api/users/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const name of ['account.json', 'folios.json', 'assets.json', 'submissions.json', 'purchases.json', 'sales.json']) expect(zip.includes(Buffer.from(name)), name).toBe(true);
    expect((await call(app, null, 'GET', '/api/users/me/export')).statusCode).toBe(401);
  });

  it('explains itself in a README, names files with their extension and keys answers by field label (ids kept)', async () => {
    const form = await publishedForm(app, db);
    await db.insert(submissions).values({ folioId: form.folio.id, buttonId: 'send', folioVersion: 1, data: answers({ name: 'Ada' }) });
    const blobId = randomUUID();
    const bytes = Buffer.from('%PDF-1.4 test');
    await app.deps.blobs.put(blobId, Readable.from([bytes]), { size: bytes.length, contentType: 'application/pdf' });
    await db.insert(blobs).values({ id: blobId, ownerId: form.user.id, size: bytes.length, mimeType: 'application', mimeSubtype: 'pdf', kind: 'file' });
    const res = await app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(form.access) });
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const readme = await zip.file('README.txt')?.async('string');
    expect(readme).toContain('submissions.json');
    expect(Object.keys(zip.files)).toContain(`files/${blobId}-${blobId}.pdf`);
    const sent = JSON.parse((await zip.file('submissions.json')!.async('string'))) as Array<{ data: Record<string, unknown>; answers: Record<string, string> }>;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.answers).toMatchObject({ 'Your name': 'Ada', Colour: 'Green', Age: '3' });
    expect(sent[0]!.data).toMatchObject({ name: 'Ada', colour: ['g'] });
  });

  it('deletes the account after the password: what others paid for stays for them and they are told; the rest goes', async () => {
    const seller = await person(db, 'Leaving Seller');
    const buyer = await person(db, 'Loyal Buyer');
    await onboard(app, seller);
    const viewed = await folioOnSale(app, db, seller, 'Licensed to view', { price: '5', licenseType: 'view' });
    const copied = await folioOnSale(app, db, seller, 'Licensed to copy', { price: '5', licenseType: 'edit' });
    const unsold = await publicPublished(app, db, seller, 'Never sold');
    const { asset, option } = await assetOnSale(app, db, seller, '3');
    const { url } = await checkout(app, buyer, [
      { type: 'folio', licenseOptionId: viewed.option },
      { type: 'folio', licenseOptionId: copied.option },
      { type: 'asset', licenseOptionId: option },
    ]);
    await pay(url);
    await testServerOf(app).deliveries.settled();
    const copy = (await db.select().from(folios).where(eq(folios.authorId, buyer.user.id)))[0]!;
    const unsoldPage = await pageOf(unsold.id);

    const wrong = await call(app, seller, 'POST', '/api/users/me/delete', { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is incorrect.');
    expect((await call(app, seller, 'POST', '/api/users/me/delete', { password: seller.user.password })).statusCode).toBe(204);

    // The account is gone for its owner.
    expect((await call(app, seller, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: seller.user.email, password: seller.user.password } })).statusCode).toBe(401);
    const [row] = await db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row).toMatchObject({ email: `deleted-${seller.user.id}@deleted.invalid`, displayName: 'Deleted user', isActive: false });

    // Their public page is gone; the unsold folio's row is deleted.
    expect((await app.inject({ method: 'GET', url: `/folio/${unsold.id}/page/${unsoldPage}`, headers: { host: sitesHost } })).statusCode).toBe(404);
    expect(await db.select().from(folios).where(eq(folios.id, unsold.id))).toEqual([]);

    // What the buyer paid for stays: the folio licensed to view (no longer public), their own copy, the asset's file.
    expect((await call(app, buyer, 'GET', `/api/folios/${viewed.folio.id}?readOnly=true`)).statusCode).toBe(200);
    expect((await call(app, null, 'GET', `/api/folios/${viewed.folio.id}?readOnly=true`)).statusCode).not.toBe(200);
    expect((await db.select().from(folios).where(eq(folios.id, copy.id)))[0]!.isDeleted).toBe(false);
    expect((await call(app, buyer, 'GET', `/blob/${asset.blobId}`)).statusCode).toBe(200);
    expect((await call(app, buyer, 'GET', '/api/purchases')).json().total).toBe(3);
    const told = (await db.select().from(mailMessages).where(eq(mailMessages.to, buyer.user.email))).filter((m) => m.subject.endsWith('stays yours'));
    expect(told.map((m) => m.subject).sort()).toEqual(['“Licensed to view” stays yours', '“Photo pack” stays yours']);
  });

  it('the last active super admin cannot leave', async () => {
    const lone = await person(db, 'Lone admin');
    await db.update(users).set({ isActive: false }).where(eq(users.superAdmin, true));
    await db.update(users).set({ superAdmin: true }).where(eq(users.id, lone.user.id));
    const res = await call(app, lone, 'POST', '/api/users/me/delete', { password: lone.user.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are the last active super admin; make another one before leaving');
  });
});
