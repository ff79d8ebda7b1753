// "Delete my account" leaves nothing of the account but what decision 37 keeps (issue 24, point 7).
import fs from 'node:fs';
import { eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, tokenFor } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { blobs, mailMessages, oneTimeTokens, submissions, users } from '../../db/schema.ts';
import { BAD_RESET_LINK } from '../../services/auth/passwordReset.ts';
import { BAD_VERIFICATION_LINK } from '../../services/auth/registration.ts';
import { linkIn, login, register, STRONG_PASSWORD, uniqueEmail } from '../auth/testing.ts';
import { call, person, publicPublished, share, type Person } from '../shares/testing.ts';
import { publishedFolio } from '../sites/testing.ts';
import { assetOnSale, checkout, folioOnSale, onboard, pay, testServerOf } from '../payments/testing.ts';
import { answers, formDoc, setRoot, submit } from '../submissions/testing.ts';
import { listen, tusCreate, tusPatch } from '../uploads/testing.ts';
import { stagingDir, thumbnailsOf } from '../uploads/tus.ts';

const { app, db, config } = await createTestApp({ SITES_ORIGIN: 'http://sites.test' });
const base = await listen(app);
const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#cc6633' } }).png().toBuffer();

/** An account made through the API (so its verification mail and token exist), signed in with a bearer token. */
async function registered(displayName: string): Promise<Person & { email: string }> {
  const email = uniqueEmail('leaver');
  expect((await register(app, { email, displayName })).statusCode).toBe(201);
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return { user: { ...row!, password: STRONG_PASSWORD }, token: await tokenFor(db, row!.id), email };
}

async function uploadToken(who: Person, size: number, contentType = 'image/png') {
  const res = await call(app, who, 'GET', `/api/assets/upload-token?fileSize=${size}&contentType=${encodeURIComponent(contentType)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; uuid: string };
}

/** A finished upload of `png` made into an asset; answers the asset's id and its blob's id. */
async function uploadedAsset(who: Person, title: string) {
  const t = await uploadToken(who, png.length);
  const created = await tusCreate(base, t.token, png.length, { 'upload-metadata': `filetype ${Buffer.from('image/png').toString('base64')}` });
  expect(created.status).toBe(201);
  expect((await tusPatch(base, created.headers.location!, t.token, 0, png)).status).toBe(204);
  const res = await call(app, who, 'POST', '/api/assets', { uuid: t.uuid, title });
  expect(res.statusCode, res.body).toBe(201);
  return { id: (res.json() as { id: string }).id, blobId: t.uuid };
}

const deleteAccount = async (who: Person) => expect((await call(app, who, 'POST', '/api/users/me/delete', { password: who.user.password })).statusCode).toBe(204);

/**
 * Every cell of every table (all schemas but the system's) of a type that can hold an id, an address or a name —
 * text, varchar, char, uuid, json, jsonb, inet and arrays —, cast to text, that contains one of the needles
 * (case-insensitive), outside the rows `allowedRows` allows for that column. Answers "table.column" → one such value.
 */
async function cellsNaming(database: Db, needles: string[], allowedRows: Record<string, SQL> = {}): Promise<Map<string, string>> {
  const columns = await database.execute<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'uuid', 'json', 'jsonb', 'inet', 'ARRAY')
    order by 1, 2, 3`);
  const found = new Map<string, string>();
  for (const c of columns.rows) {
    const col = sql`${sql.identifier(c.column_name)}::text`;
    const anyNeedle = sql.join(
      needles.map((n) => sql`position(${n.toLowerCase()} in lower(${col})) > 0`),
      sql` or `,
    );
    const name = c.table_schema === 'public' ? `${c.table_name}.${c.column_name}` : `${c.table_schema}.${c.table_name}.${c.column_name}`;
    const allowed = allowedRows[name] ? sql` and not (${allowedRows[name]})` : sql``;
    const hit = await database.execute<{ v: string }>(
      sql`select ${col} as v from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)} where (${anyNeedle})${allowed} limit 1`,
    );
    if (hit.rows[0]) found.set(name, hit.rows[0].v.slice(0, 200));
  }
  return found;
}

/** The (table, column)s decision 37 keeps naming a deleted account, each with why. */
const KEPT: Record<string, string> = {
  'users.id': 'the account row stays, anonymised and inactive, because orders, comments and the audit name it',
  'users.email': 'the anonymised row’s placeholder address, deleted-<id>@deleted.invalid, unique by the id',
  'comments.author_id': 'comments stay, shown under "Deleted user"',
  'audit_log.actor_id': 'the audit keeps who did what (the deletion itself is an entry)',
  'audit_log.target_user_id': 'the audit keeps whom an action concerned',
  'audit_log.before': 'the deletion’s audit entry records the email and name the account had',
  'submissions.data': 'answers sent to another person’s form are that person’s records (the link to the account is cut)',
  'submissions.search_text': 'the same answers, lower-cased for the form owner’s search',
  'submission_answers.value': 'the same answers, as the sort keys of the form owner’s list (issue 28)',
  'submission_search.search_text': 'the same answers, lower-cased, as the form owner’s search index holds them once searched (issue 28)',
  'mail_messages.subject': 'mail already sent to other people as it was sent (e.g. "X shared … with you"); none to the account’s address',
  'mail_messages.text': 'the same mail to other people',
  'mail_messages.html': 'the same mail to other people',
};

describe('deleting an account leaves nothing of it but what decision 37 keeps', () => {
  it('an upload token issued before the deletion no longer uploads, and an upload started before it cannot go on', async () => {
    const me = await registered('Upload Holder');
    const unused = await uploadToken(me, png.length);
    const started = await uploadToken(me, png.length);
    const startedAt = await tusCreate(base, started.token, png.length, { 'upload-metadata': `filetype ${Buffer.from('image/png').toString('base64')}` });
    expect(startedAt.status).toBe(201);
    expect((await tusPatch(base, startedAt.headers.location!, started.token, 0, png.subarray(0, 100))).status).toBe(204);
    expect(fs.existsSync(`${stagingDir(app)}/${started.uuid}`)).toBe(true);

    await deleteAccount(me);

    const create = await tusCreate(base, unused.token, png.length, { 'upload-metadata': `filetype ${Buffer.from('image/png').toString('base64')}` });
    expect(create.status).toBe(401);
    const resume = await tusPatch(base, startedAt.headers.location!, started.token, 100, png.subarray(100));
    expect(resume.status).toBe(401);
    expect(await db.select().from(blobs).where(eq(blobs.ownerId, me.user.id))).toEqual([]);
    // What the started upload staged is gone too.
    expect(fs.existsSync(`${stagingDir(app)}/${started.uuid}`)).toBe(false);
    expect(fs.existsSync(`${stagingDir(app)}/${started.uuid}.json`)).toBe(false);
  });

  it('a password reset link mailed before the deletion is refused', async () => {
    const me = await registered('Reset Holder');
    expect((await app.inject({ method: 'POST', url: '/public/api/requestPasswordReset', payload: { email: me.email } })).statusCode).toBe(200);
    const reset = await linkIn(db, me.email, 'reset-password', config.APP_ORIGIN);

    await deleteAccount(me);

    const res = await app.inject({ method: 'POST', url: `/public/api/resetPassword/${reset.userId}`, payload: { token: reset.token, password: 'a brand new passphrase here' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BAD_RESET_LINK);
    expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, me.user.id))).toEqual([]);
  });

  it('an email verification link mailed before the deletion is refused', async () => {
    const me = await registered('Verification Holder');
    const verify = await linkIn(db, me.email, 'verify', config.APP_ORIGIN);

    await deleteAccount(me);

    const res = await app.inject({ method: 'POST', url: `/public/api/verify/${verify.userId}`, payload: { token: verify.token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BAD_VERIFICATION_LINK);
  });

  it('an account that used every feature: after deletion no cell of any table names its id, email or name but those kept, and its files are gone', async () => {
    const name = `Quenby Marchetti ${Math.random().toString(36).slice(2, 8)}`;
    const me = await registered(name);
    const ann = await person(db, 'Ann Other');
    const bob = await person(db, 'Bob Third');
    const headers = { 'user-agent': 'LeaverBrowser/1.0 (walk test)' };

    // The address verified, signing in, a failed attempt, a password reset mail.
    const verify = await linkIn(db, me.email, 'verify', config.APP_ORIGIN);
    expect((await app.inject({ method: 'POST', url: `/public/api/verify/${me.user.id}`, payload: { token: verify.token } })).statusCode).toBe(200);
    expect((await login(app, me.email, STRONG_PASSWORD, headers)).statusCode).toBe(200);
    expect((await login(app, me.email, 'not the password at all', headers)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/public/api/requestPasswordReset', payload: { email: me.email } })).statusCode).toBe(200);

    // Folios: a published form with comments open, a private one shared with Ann and by link, one deleted.
    const myForm = await publishedFolio(app, db, me.token, formDoc(me.user.id), {});
    await setRoot(db, myForm.id, { hasCommentSection: true });
    const sharedFolio = await publicPublished(app, db, me, 'Shared notes');
    const gone = await publicPublished(app, db, me, 'Soon deleted');
    expect((await call(app, me, 'DELETE', `/api/folios/${gone.id}`)).statusCode).toBeLessThan(300);
    await share(app, me, { itemType: 'folio', itemId: sharedFolio.id, permitteeType: 'user', permitteeId: ann.user.id });
    await share(app, me, { itemType: 'folio', itemId: sharedFolio.id, permitteeType: 'link' });

    // Assets with files: one kept, one deleted; the avatar is one of them.
    const photo = await uploadedAsset(me, 'Holiday photo');
    const dropped = await uploadedAsset(me, 'Dropped photo');
    await thumbnailsOf(app).idle();
    expect((await call(app, me, 'PATCH', `/api/usersR1/${me.user.id}`, { avatarBlobId: photo.blobId })).statusCode).toBe(200);
    expect((await call(app, me, 'DELETE', `/api/assets/${dropped.id}`)).statusCode).toBeLessThan(300);
    const pendingUpload = await uploadToken(me, 1000);

    // A website, a library of the user's, a library of Ann's holding the user's folio; groups both ways.
    expect((await call(app, me, 'POST', '/api/websites', { name: `${name} site` })).statusCode).toBe(201);
    expect((await call(app, me, 'POST', '/api/libraries', { name: 'Mine', isPublic: true, items: [{ itemType: 'folio', itemId: sharedFolio.id, idx: 0 }] })).statusCode).toBe(201);
    const annLib = (await call(app, ann, 'POST', '/api/libraries', { name: 'Ann’s picks', isPublic: true })).json() as { id: number };
    expect((await call(app, ann, 'POST', '/api/libraries/item', { libraryId: annLib.id, itemId: sharedFolio.id, itemType: 'folio' })).statusCode).toBeLessThan(300);
    expect((await call(app, me, 'POST', '/api/users/groups', { name: 'Friends', memberIds: [ann.user.id] })).statusCode).toBe(201);
    expect((await call(app, ann, 'POST', '/api/users/groups', { name: 'Colleagues', memberIds: [me.user.id, bob.user.id] })).statusCode).toBe(201);

    // Follows both ways, comments and reactions both ways, a share to the user.
    const annFolio = await publicPublished(app, db, ann, 'Ann’s page');
    await setRoot(db, annFolio.id, { hasCommentSection: true });
    expect((await call(app, me, 'POST', `/api/users/${ann.user.id}/follow`)).statusCode).toBeLessThan(300);
    expect((await call(app, bob, 'POST', `/api/users/${me.user.id}/follow`)).statusCode).toBeLessThan(300);
    const myComment = await call(app, me, 'POST', '/api/comments', { folioId: annFolio.id, authorId: me.user.id, body: 'Kind words' });
    expect(myComment.statusCode).toBe(201);
    expect((await call(app, ann, 'POST', '/api/comments', { folioId: myForm.id, authorId: ann.user.id, body: 'Nice form' })).statusCode).toBe(201);
    expect((await call(app, me, 'POST', `/api/users/${me.user.id}/reaction`, { targetType: 'folio', targetId: annFolio.id, kind: 'like' })).statusCode).toBeLessThan(300);
    expect((await call(app, ann, 'POST', `/api/users/${ann.user.id}/reaction`, { targetType: 'folio', targetId: myForm.id, kind: 'love' })).statusCode).toBeLessThan(300);
    await share(app, ann, { itemType: 'folio', itemId: annFolio.id, permitteeType: 'user', permitteeId: me.user.id });

    // Submissions: a visitor's to the user's form, the user's (signed in) to Ann's form, naming themselves.
    expect((await submit(app, { folioId: myForm.id, buttonId: 'send', data: answers({ name: 'A visitor' }) })).statusCode).toBe(201);
    // Ann names the user a receiver of her form's submissions (in its settings and its published snapshot).
    const annForm = await publishedFolio(app, db, ann.token, formDoc(ann.user.id, { submissionReceiversAccounts: [bob.user.id, me.user.id] }), {});
    const mine = await app.inject({
      method: 'POST',
      url: '/public/api/submissions',
      headers: bearer(me.token),
      payload: { folioId: annForm.id, buttonId: 'send', data: answers({ name, email: me.email }) },
    });
    expect(mine.statusCode, mine.body).toBe(201);

    // A purchase made as a guest with the account's address (on the product page, signed out), never claimed.
    const { option: annFree } = await folioOnSale(app, db, ann, 'Ann’s free sheet', { price: '0', licenseType: 'edit' });
    const guestBuy = await app.inject({ method: 'POST', url: `/buy/${annFree}`, headers: { host: 'sites.test', 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${encodeURIComponent(me.email)}` });
    expect(guestBuy.statusCode, guestBuy.body).toBe(303);

    const needles = [me.user.id, me.email, name];
    const before = await cellsNaming(db, needles);
    // The walk sees the account everywhere it was used (so an empty answer after is no accident).
    for (const where of ['users.email', 'login_logs.email', 'login_logs.user_id', 'mail_messages.to', 'folios.author_id', 'assets.author_id', 'blobs.owner_id', 'websites.author_id', 'libraries.owner_id', 'shares.owner_id', 'account_groups.owner_id', 'account_group_members.user_id', 'follows.follower_id', 'comments.author_id', 'reactions.user_id', 'submissions.author_id', 'upload_tokens.user_id', 'one_time_tokens.user_id', 'access_tokens.user_id', 'notifications.actor_id', 'rate_limits.key', 'folio_publications.root', 'guest_orders.email']) {
      expect(before.has(where), where).toBe(true);
    }
    const myBlobs = await db.select().from(blobs).where(eq(blobs.ownerId, me.user.id));
    const myKeys = myBlobs.flatMap((b) => [b.id, b.thumbnailKey, b.displayKey].filter((k): k is string => k !== null));
    expect(myKeys).toContain(photo.blobId);
    expect(myKeys.length, 'the photo and its thumbnail').toBeGreaterThanOrEqual(2);
    for (const key of myKeys) expect(await app.deps.blobs.exists(key), key).toBe(true);

    await deleteAccount(me);

    const after = await cellsNaming(db, needles);
    const unexpected = [...after].filter(([where]) => !(where in KEPT));
    expect(unexpected, 'cells naming the deleted account').toEqual([]);
    // What is kept is only what the decision keeps, and it is still there.
    expect(after.get('users.email')).toBe(`deleted-${me.user.id}@deleted.invalid`);
    expect(after.has('comments.author_id')).toBe(true);
    expect(await db.select().from(mailMessages).where(sql`lower(${mailMessages.to}) = ${me.email.toLowerCase()}`)).toEqual([]);
    const [kept] = await db.select().from(submissions).where(eq(submissions.folioId, annForm.id));
    expect(kept).toMatchObject({ authorId: null });
    const receivers = await db.execute<{ working: unknown; published: unknown }>(sql`
      select f.root->'submissionReceiversAccounts' as working, p.root->'submissionReceiversAccounts' as published
      from folios f join folio_publications p on p.folio_id = f.id where f.id = ${annForm.id}`);
    expect(receivers.rows[0]).toEqual({ working: [bob.user.id], published: [bob.user.id] });
    // The login log keeps no address or browser of the account's sign-ins either.
    expect((await db.execute(sql`select 1 from login_logs where user_agent = ${headers['user-agent']}`)).rows).toEqual([]);
    expect((await db.execute(sql`select 1 from folios where author_id = ${me.user.id}`)).rows).toEqual([]);
    expect((await db.execute(sql`select 1 from folios where id = ${annFolio.id}`)).rows).toHaveLength(1);

    // The user's files are gone from the store; the pending token no longer uploads.
    for (const key of myKeys) expect(await app.deps.blobs.exists(key), key).toBe(false);
    const late = await tusCreate(base, pendingUpload.token, 1000);
    expect(late.status).toBe(401);
  });
  it('a seller: only what buyers paid for stays (private, with its file and the shares that licence it), and the records of sales and purchases', async () => {
    const name = `Ottoline Vance ${Math.random().toString(36).slice(2, 8)}`;
    const seller = await person(db, name);
    const buyer = await person(db, 'Faithful Buyer');
    const ann = await person(db, 'Ann Seller');
    await onboard(app, seller);
    await onboard(app, ann);
    const viewed = await folioOnSale(app, db, seller, 'Licensed to view', { price: '5', licenseType: 'view' });
    const copied = await folioOnSale(app, db, seller, 'Licensed to copy', { price: '5', licenseType: 'edit' });
    const { asset, option } = await assetOnSale(app, db, seller, '3');
    const unsold = await uploadedAsset(seller, 'Never sold');
    await thumbnailsOf(app).idle();
    await pay((await checkout(app, buyer, [
      { type: 'folio', licenseOptionId: viewed.option },
      { type: 'folio', licenseOptionId: copied.option },
      { type: 'asset', licenseOptionId: option },
    ])).url);
    // The seller also bought: a copy of Ann's folio, which is the seller's own and goes.
    const annsFolio = await folioOnSale(app, db, ann, 'Ann’s template', { price: '2', licenseType: 'edit' });
    await pay((await checkout(app, seller, [{ type: 'folio', licenseOptionId: annsFolio.option }])).url);
    await testServerOf(app).deliveries.settled();
    const kept = sql.raw(`'${viewed.folio.id}'`);
    const keptBlobs = sql`(select blob_id from published_blobs where folio_id = ${viewed.folio.id} union select ${asset.blobId}::uuid)`;
    const keptShares = sql`(select oi.granted_share_id from order_items oi where oi.item_id = ${viewed.folio.id} and oi.granted_share_id is not null)`;

    await deleteAccount(seller);

    const after = await cellsNaming(db, [seller.user.id, seller.user.email, name], {
      // the folio licensed to view stays for its buyers, its snapshot and the shares that licence it
      'folios.author_id': sql`id = ${kept}`,
      'folios.root': sql`id = ${kept} or (author_id <> ${seller.user.id} and root->>'originalAuthorId' = ${seller.user.id})`,
      // (and a copy bought from the seller is the buyer's own, untouched: it remembers its original author's id, which
      // now names the anonymised row)
      'folio_publications.root': sql`folio_id = ${kept}`,
      'shares.owner_id': sql`id in ${keptShares}`,
      'shares.created_by': sql`id in ${keptShares}`,
      // the sold asset stays, with its file (and the kept folio's files)
      'assets.author_id': sql`id = ${asset.id}`,
      'blobs.owner_id': sql`id in ${keptBlobs}`,
      // orders stay for receipts, refunds and accounting (decision 37)
      'orders.seller_id': sql`true`,
      'orders.buyer_id': sql`true`,
    });
    const unexpected = [...after].filter(([where]) => !(where in KEPT));
    expect(unexpected, 'cells naming the deleted seller').toEqual([]);
    // Those kept are there, and readable by the buyer.
    expect((await call(app, buyer, 'GET', `/api/folios/${viewed.folio.id}?readOnly=true`)).statusCode).toBe(200);
    expect((await call(app, buyer, 'GET', `/blob/${asset.blobId}`)).statusCode).toBe(200);
    expect(await app.deps.blobs.exists(unsold.blobId)).toBe(false);
    expect((await call(app, buyer, 'GET', '/api/purchases')).json().total).toBe(3);
    expect((await db.execute(sql`select 1 from folios where author_id = ${seller.user.id}`)).rows).toHaveLength(1);
    expect((await db.execute(sql`select 1 from assets where author_id = ${seller.user.id}`)).rows).toHaveLength(1);
  });

  it('a seller with a guest’s purchase not yet claimed: what it bought stays, and the guest still gets it by the link', async () => {
    const seller = await person(db, 'Leaving Seller');
    await onboard(app, seller);
    const copied = await folioOnSale(app, db, seller, 'Bought by a guest', { price: '5', licenseType: 'edit' });
    const { asset, option } = await assetOnSale(app, db, seller, '3');
    const email = uniqueEmail('guest');
    const links: string[] = [];
    for (const id of [copied.option, option]) {
      const started = await app.inject({ method: 'POST', url: `/buy/${id}`, headers: { host: 'sites.test', 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${encodeURIComponent(email)}` });
      expect(started.statusCode, started.body).toBe(303);
      await pay(started.headers.location as string);
      await testServerOf(app).deliveries.settled();
    }
    for (const mail of await db.select().from(mailMessages).where(eq(mailMessages.to, email))) {
      const m = /\/claim\/([A-Za-z0-9_-]+)/.exec(mail.text);
      if (m) links.push(m[1]!);
    }
    expect(links).toHaveLength(2);

    await deleteAccount(seller);

    // The guest was told it stays theirs, and claims both.
    expect((await db.select().from(mailMessages).where(eq(mailMessages.to, email))).filter((m) => m.subject.endsWith('stays yours'))).toHaveLength(2);
    const guest = await registered('Late Guest');
    await db.update(users).set({ email }).where(eq(users.id, guest.user.id));
    for (const token of links) {
      const claimed = await call(app, guest, 'POST', '/api/purchases/claim', { token });
      expect(claimed.statusCode, claimed.body).toBe(200);
    }
    const copies = await db.execute(sql`select name from folios where author_id = ${guest.user.id} and has_been_purchased`);
    expect(copies.rows).toEqual([{ name: 'Bought by a guest' }]);
    expect((await call(app, guest, 'GET', `/blob/${asset.blobId}`)).statusCode).toBe(200);
  });
});
