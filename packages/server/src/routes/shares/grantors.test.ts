// A grant is only as good as its grantor (issue 24, decision 42): every path a share takes to someone — to an
// account, a group, the owner's followers, a link, a library, a purchase — gives only what its maker may give now,
// and ends when the maker's own right ends.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildWebsite } from '../../../test/factories.ts';
import { folios } from '../../db/schema.ts';
import { saveTextR1 } from '../folios/testing.ts';
import { answers, publishedForm, setRoot, submit } from '../submissions/testing.ts';
import { checkout, folioOnSale, onboard, pay, testServerOf } from '../payments/testing.ts';
import { NONE, call, person, privateFolio, publicPublished, share, type Person } from './testing.ts';

const t = await createTestApp({ SITES_ORIGIN: 'http://sites.test' });
const { app, db } = t;

/** What `who` reads of the folio's first text: 'draft' (published), 'secret' (the unpublished edit), or the status. */
async function seen(who: Person | null, folioId: string): Promise<'draft' | 'secret' | number> {
  const res = await call(app, who, 'GET', `/api/folios/${folioId}?readOnly=true`);
  if (res.statusCode !== 200) return res.statusCode;
  const html = String((res.json() as { nodes: Record<string, { html?: string }> }).nodes.r1?.html ?? '');
  return html.includes('Secret') ? 'secret' : 'draft';
}

/** A public folio published with "Draft", then edited to "Secret" without publishing. */
async function publicWithDraft(owner: Person, name = 'Plans') {
  const folio = await publicPublished(app, db, owner, name);
  expect((await saveTextR1(app, owner.token, folio.id, '<p>Secret plans</p>')).statusCode).toBe(200);
  return folio;
}

async function library(who: Person, items: Array<{ itemType: 'folio' | 'asset'; itemId: string }>) {
  const made = await call(app, who, 'POST', '/api/libraries', { name: 'Mine', items: items.map((i, idx) => ({ ...i, idx })) });
  expect(made.statusCode, made.body).toBe(201);
  return (made.json() as { id: number }).id;
}

async function groupOf(who: Person, members: Person[]) {
  const made = await call(app, who, 'POST', '/api/users/groups', { name: 'Us', memberIds: members.map((m) => m.user.id) });
  expect(made.statusCode, made.body).toBe(201);
  return (made.json() as { id: string }).id;
}

const makePrivate = (folioId: string) => db.update(folios).set({ isPublic: false }).where(eq(folios.id, folioId));
const revoke = async (who: Person, shareId: string) => expect((await call(app, who, 'DELETE', `/api/shares/byId/${shareId}`)).statusCode).toBe(200);
const page = (folioId: string, token: string) => app.inject({ method: 'GET', url: `/folio/${folioId}/page/p1?share=${token}`, headers: { host: 'sites.test' } });

describe('a library share reaches only the items its library’s owner may share', () => {
  it('someone else’s public folio put in your library: no drafts through it, and nothing once it is private', async () => {
    const owner = await person(db, 'Owner');
    const taker = await person(db, 'Taker');
    const friend = await person(db, 'Friend');
    const folio = await publicWithDraft(owner);
    const lib = await library(taker, [{ itemType: 'folio', itemId: folio.id }]);
    await share(app, taker, { itemType: 'library', itemId: String(lib), permitteeType: 'group', permitteeId: await groupOf(taker, [taker, friend]) });
    const link = (await share(app, taker, { itemType: 'library', itemId: String(lib), isAnonymous: true })).link!;

    // Public: everyone reads the published snapshot, and the library gives nothing more.
    expect(await seen(taker, folio.id)).toBe('draft');
    expect(await seen(friend, folio.id)).toBe('draft');
    await makePrivate(folio.id);
    expect(await seen(taker, folio.id)).toBe(404);
    expect(await seen(friend, folio.id)).toBe(404);
    expect((await page(folio.id, link.token)).statusCode).toBe(404);
    // The shared library no longer shows it either, to members or to the link.
    const listed = await call(app, friend, 'GET', `/api/libraries/${lib}?full=true`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { items: unknown[] }).items).toEqual([]);
    const viaLink = await app.inject({ method: 'GET', url: `/library/${lib}?share=${link.token}`, headers: { host: 'sites.test' } });
    expect(viaLink.body).not.toContain('Plans');
  });

  it('nor can its members comment on a private folio or fill its form through the library', async () => {
    const { access, folio, user } = await publishedForm(app, db, { isPublic: true });
    const owner: Person = { user, token: access };
    await setRoot(db, folio.id, { hasCommentSection: true });
    const taker = await person(db, 'Taker');
    const friend = await person(db, 'Friend');
    const lib = await library(taker, [{ itemType: 'folio', itemId: folio.id }]);
    await share(app, taker, { itemType: 'library', itemId: String(lib), permitteeType: 'user', permitteeId: friend.user.id });
    const link = (await share(app, taker, { itemType: 'library', itemId: String(lib), isAnonymous: true })).link!;
    await makePrivate(folio.id);
    const comment = await call(app, friend, 'POST', '/api/comments', { folioId: folio.id, authorId: friend.user.id, body: 'Sneaking in' });
    expect([403, 404]).toContain(comment.statusCode);
    const body = { folioId: folio.id, buttonId: 'send', data: answers() };
    expect((await submit(app, body, { 'x-share-token': link.token })).statusCode).toBe(404);
    // The owner's own link still works: the fix is about who gives, not about links.
    const ownLink = (await share(app, owner, { itemType: 'folio', itemId: folio.id, isAnonymous: true })).link!;
    expect((await submit(app, body, { 'x-share-token': ownLink.token })).statusCode).toBe(201);
  });

  it('the owner’s own library opens its items with their drafts; a sharee’s library while they may share, and not after', async () => {
    const owner = await person(db, 'Owner');
    const sharee = await person(db, 'Sharee');
    const reader = await person(db, 'Reader');
    const folio = await publicWithDraft(owner);
    await makePrivate(folio.id);
    const ownLib = await library(owner, [{ itemType: 'folio', itemId: folio.id }]);
    const ownShare = await share(app, owner, { itemType: 'library', itemId: String(ownLib), permitteeType: 'user', permitteeId: reader.user.id });
    expect(await seen(reader, folio.id)).toBe('secret');
    await revoke(owner, ownShare.shares[0]!.id);
    expect(await seen(reader, folio.id)).toBe(404);

    // A sharee allowed to share puts it in their library and shares that.
    const given = await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharee.user.id, ...NONE, canShare: true });
    const theirLib = await library(sharee, [{ itemType: 'folio', itemId: folio.id }]);
    await share(app, sharee, { itemType: 'library', itemId: String(theirLib), permitteeType: 'user', permitteeId: reader.user.id });
    expect(await seen(reader, folio.id)).toBe('secret');
    expect((await call(app, reader, 'GET', `/api/libraries/${theirLib}?full=true`)).json()).toMatchObject({ items: [expect.objectContaining({ itemId: folio.id })] });
    // The sharee loses the right to share: their library's share reaches nothing more.
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharee.user.id, ...NONE });
    expect(await seen(sharee, folio.id)).toBe('secret');
    expect(await seen(reader, folio.id)).toBe(404);
    await revoke(owner, given.shares[0]!.id);
    expect(await seen(sharee, folio.id)).toBe(404);
    expect((await call(app, reader, 'GET', `/api/libraries/${theirLib}?full=true`)).json()).toMatchObject({ items: [] });
  });

  it('assets too: someone else’s asset in your shared library is not opened by it', async () => {
    const owner = await person(db, 'Owner');
    const taker = await person(db, 'Taker');
    const friend = await person(db, 'Friend');
    const { buildAsset } = await import('../../../test/factories.ts');
    const asset = await buildAsset(db, { authorId: owner.user.id, isPublic: true, title: 'Shared photo' });
    const lib = await library(taker, [{ itemType: 'asset', itemId: asset.id }]);
    await share(app, taker, { itemType: 'library', itemId: String(lib), permitteeType: 'user', permitteeId: friend.user.id });
    expect((await call(app, friend, 'GET', `/api/assets/${asset.id}`)).statusCode).toBe(200);
    await db.execute(`update assets set is_public = false where id = '${asset.id}'`);
    expect((await call(app, friend, 'GET', `/api/assets/${asset.id}`)).statusCode).toBe(404);
    expect((await call(app, taker, 'GET', `/api/assets/${asset.id}`)).statusCode).toBe(404);
  });
});

describe('a sharee’s shares end with the sharee’s own right', () => {
  it.each(['user', 'group', 'link'] as const)('passed on to %s: held to the sharer’s rights now, and gone once the sharer’s share is revoked', async (via) => {
    const owner = await person(db, 'Owner');
    const sharer = await person(db, 'Sharer');
    const next = await person(db, 'Next');
    const folio = await privateFolio(db, owner);
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
    const given = await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharer.user.id, ...NONE, canEditContent: true, canShare: true });
    const rights = { ...NONE, canEditContent: true };
    let token = '';
    if (via === 'user') await share(app, sharer, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: next.user.id, ...rights });
    if (via === 'group') await share(app, sharer, { itemType: 'folio', itemId: folio.id, permitteeType: 'group', permitteeId: await groupOf(sharer, [next]), ...rights });
    if (via === 'link') token = (await share(app, sharer, { itemType: 'folio', itemId: folio.id, isAnonymous: true })).link!.token;
    const canEdit = async () => (await call(app, next, 'GET', `/api/folios/${folio.id}?forEditing=true`)).statusCode;
    if (via === 'link') {
      expect((await page(folio.id, token)).statusCode).toBe(200);
    } else {
      expect(await canEdit()).toBe(200);
      // The owner narrows the sharer to view and share: what the sharer passed on narrows with it.
      await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharer.user.id, ...NONE, canShare: true });
      expect(await canEdit()).toBe(403);
      expect(await seen(next, folio.id)).not.toBe(404);
    }
    await revoke(owner, given.shares[0]!.id);
    if (via === 'link') expect((await page(folio.id, token)).statusCode).toBe(404);
    else expect(await seen(next, folio.id)).toBe(404);
    // Shared with you lists nothing that no longer opens.
    if (via !== 'link') expect((await call(app, next, 'GET', '/api/shares/distinct')).json()).toMatchObject({ total: 0 });
  });

  it('a follower who shared it on stops giving it once they unfollow', async () => {
    const owner = await person(db, 'Owner');
    const follower = await person(db, 'Follower');
    const next = await person(db, 'Next');
    const folio = await privateFolio(db, owner);
    expect((await call(app, follower, 'POST', `/api/users/${owner.user.id}/follow`)).statusCode).toBe(200);
    expect((await call(app, owner, 'PUT', `/api/shares/shareToFollowers/${folio.id}`, { itemType: 'folio', isShareForFollowers: true, ...NONE, canShare: true })).statusCode).toBe(200);
    await share(app, follower, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: next.user.id });
    expect(await seen(next, folio.id)).toBe('draft');
    expect((await call(app, follower, 'POST', `/api/users/${owner.user.id}/unfollow`)).statusCode).toBe(200);
    expect(await seen(follower, folio.id)).toBe(404);
    expect(await seen(next, folio.id)).toBe(404);
  });

  it('a ring of sharees with no share of the owner’s behind it gives nothing', async () => {
    const owner = await person(db, 'Owner');
    const a = await person(db, 'A');
    const b = await person(db, 'B');
    const folio = await privateFolio(db, owner);
    const toA = await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: a.user.id, ...NONE, canShare: true });
    await share(app, a, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: b.user.id, ...NONE, canShare: true });
    await share(app, b, { itemType: 'folio', itemId: folio.id, permitteeType: 'group', permitteeId: await groupOf(b, [a]), ...NONE, canShare: true });
    expect(await seen(b, folio.id)).toBe('draft');
    await revoke(owner, toA.shares[0]!.id);
    expect(await seen(a, folio.id)).toBe(404);
    expect(await seen(b, folio.id)).toBe(404);
  });
});

describe('a bought view licence', () => {
  it('opens the published snapshot only, reaches nobody through the buyer’s library, and ends with the refund', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const friend = await person(db, 'Friend');
    await onboard(app, seller);
    const { folio, option } = await folioOnSale(app, db, seller, 'Report', { price: '5', licenseType: 'view' });
    expect((await saveTextR1(app, seller.token, folio.id, '<p>Secret next edition</p>')).statusCode).toBe(200);
    const { orderId, url } = await checkout(app, buyer, [{ type: 'folio', licenseOptionId: option }]);
    await pay(url);
    await testServerOf(app).deliveries.settled();
    await makePrivate(folio.id);
    expect(await seen(buyer, folio.id)).toBe('draft');
    const lib = await library(buyer, [{ itemType: 'folio', itemId: folio.id }]);
    await share(app, buyer, { itemType: 'library', itemId: String(lib), permitteeType: 'user', permitteeId: friend.user.id });
    expect(await seen(friend, folio.id)).toBe(404);
    // Passing it on directly is refused: the licence's share gives no right to share.
    expect((await call(app, buyer, 'POST', '/api/shares', { itemType: 'folio', itemId: folio.id, permitteeId: friend.user.id })).statusCode).toBe(403);
    expect((await call(app, seller, 'POST', `/api/orders/${orderId}/refund`)).statusCode).toBe(200);
    await testServerOf(app).deliveries.settled();
    expect(await seen(buyer, folio.id)).toBe(404);
  });
});

describe('managing shares: a sharee changes only what they gave', () => {
  it('cannot overwrite the owner’s share or revoke it, one by one or all at once', async () => {
    const owner = await person(db, 'Owner');
    const sharer = await person(db, 'Sharer');
    const other = await person(db, 'Other');
    const mine = await person(db, 'Mine');
    const folio = await privateFolio(db, owner);
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharer.user.id, ...NONE, canShare: true });
    const ownersShare = await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: other.user.id, ...NONE, canEditContent: true });
    const overwrite = await call(app, sharer, 'POST', '/api/shares', { itemType: 'folio', itemId: folio.id, permitteeId: other.user.id });
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.json()).toMatchObject({ message: 'Only the owner, or whoever made this share, can change or revoke it' });
    expect((await call(app, other, 'GET', `/api/folios/${folio.id}?forEditing=true`)).statusCode).toBe(200);
    expect((await call(app, sharer, 'DELETE', `/api/shares/byId/${ownersShare.shares[0]!.id}`)).statusCode).toBe(403);
    // The share dialog tells the sharer which rows are theirs to change.
    const dialog = (await call(app, sharer, 'GET', `/api/shares/byItem/r2?itemType=folio&itemId=${folio.id}`)).json() as { users: Array<{ permitteeId: string; canRevoke: boolean }> };
    expect(dialog.users.find((u) => u.permitteeId === other.user.id)?.canRevoke).toBe(false);
    const theirs = await share(app, sharer, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: mine.user.id });
    const all = await call(app, sharer, 'DELETE', `/api/shares/byItem/folio/${folio.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(await seen(mine, folio.id)).toBe(404);
    expect((await call(app, other, 'GET', `/api/folios/${folio.id}?forEditing=true`)).statusCode).toBe(200);
    expect(await seen(sharer, folio.id)).toBe('draft');
    expect(theirs.shares).toMatchObject([{ canRevoke: true }]);
  });

  it('a library’s content sharee cannot make it public; a settings sharee can; websiteId must be the owner’s website', async () => {
    const owner = await person(db, 'Owner');
    const content = await person(db, 'Content');
    const settings = await person(db, 'Settings');
    const stranger = await person(db, 'Stranger');
    const lib = await library(owner, []);
    await share(app, owner, { itemType: 'library', itemId: String(lib), permitteeType: 'user', permitteeId: content.user.id, ...NONE, canEditContent: true });
    await share(app, owner, { itemType: 'library', itemId: String(lib), permitteeType: 'user', permitteeId: settings.user.id, ...NONE, canEditSettings: true });
    expect((await call(app, content, 'GET', `/api/libraries/${lib}`)).json()).toMatchObject({ canEdit: true, canEditContent: true, canEditSettings: false });
    expect((await call(app, settings, 'GET', `/api/libraries/${lib}`)).json()).toMatchObject({ canEdit: true, canEditContent: false, canEditSettings: true });
    const made = await call(app, content, 'PATCH', `/api/libraries/${lib}`, { isPublic: true });
    expect(made.statusCode, made.body).toBe(403);
    expect((await call(app, content, 'PATCH', `/api/libraries/${lib}`, { name: 'Renamed' })).statusCode).toBe(200);
    const folio = await privateFolio(db, content, 'Content’s own');
    expect((await call(app, settings, 'POST', '/api/libraries/item', { libraryId: lib, itemId: folio.id, itemType: 'folio' })).statusCode).toBe(403);
    expect((await call(app, content, 'POST', '/api/libraries/item', { libraryId: lib, itemId: folio.id, itemType: 'folio' })).statusCode).toBe(201);
    expect((await call(app, settings, 'PATCH', `/api/libraries/${lib}`, { isPublic: true })).statusCode).toBe(200);
    const strangersSite = await buildWebsite(db, { authorId: stranger.user.id });
    const ownersSite = await buildWebsite(db, { authorId: owner.user.id });
    const pointed = await call(app, settings, 'PATCH', `/api/libraries/${lib}`, { websiteId: strangersSite.id });
    expect(pointed.statusCode).toBe(400);
    expect(pointed.json()).toMatchObject({ message: expect.stringContaining('websiteId') });
    expect((await call(app, settings, 'PATCH', `/api/libraries/${lib}`, { websiteId: ownersSite.id })).statusCode).toBe(200);
    expect((await call(app, stranger, 'POST', '/api/libraries', { name: 'Hijack', websiteId: ownersSite.id })).statusCode).toBe(400);
  });
});
