import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { folios as foliosTable, mailMessages, notifications, shares } from '../../db/schema.ts';
import { canServeBlob } from '../../auth/can.ts';
import { findBlobWithAccess } from '../../services/blobs/access.ts';
import { patchFolio } from '../folios/testing.ts';
import { answers, publishedForm, submit } from '../submissions/testing.ts';
import { NONE, call, person, privateFolio, share, type Person } from './testing.ts';

const t = await createTestApp({ SITES_ORIGIN: 'http://sites.test' });
const { app, db } = t;

type Level = { name: string; rights: typeof NONE | null };
const levels: Level[] = [
  { name: 'no share', rights: null },
  { name: 'view', rights: NONE },
  { name: 'edit content', rights: { ...NONE, canEditContent: true } },
  { name: 'edit settings', rights: { ...NONE, canEditSettings: true } },
  { name: 'edit both and publish', rights: { ...NONE, canEditContent: true, canEditSettings: true, canPublish: true } },
];

/** A fresh owner, sharee and private folio, shared at `level` (to the account, or through a group or followers). */
async function sharedFolio(rights: typeof NONE | null, via: 'user' | 'group' | 'followers' = 'user') {
  const owner = await person(db, 'Owner');
  const sharee = await person(db, 'Sharee');
  const folio = await privateFolio(db, owner);
  if (rights) {
    if (via === 'user') await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharee.user.id, ...rights });
    if (via === 'group') {
      const group = await call(app, owner, 'POST', '/api/users/groups', { name: 'Team', memberIds: [sharee.user.id] });
      expect(group.statusCode).toBe(201);
      await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'group', permitteeId: (group.json() as { id: string }).id, ...rights });
    }
    if (via === 'followers') {
      expect((await call(app, sharee, 'POST', `/api/users/${owner.user.id}/follow`)).statusCode).toBe(200);
      expect((await call(app, owner, 'PUT', `/api/shares/shareToFollowers/${folio.id}`, { itemType: 'folio', isShareForFollowers: true, ...rights })).statusCode).toBe(200);
    }
  }
  return { owner, sharee, folio };
}

/** The version to patch on: what the caller can read, else 1 (the folio is fresh). */
async function versionSeenBy(who: Person, folioId: string): Promise<number> {
  const res = await call(app, who, 'GET', `/api/folios/${folioId}?readOnly=true`);
  return res.statusCode === 200 ? (res.json() as { version: number }).version : 1;
}

async function settingsPatch(who: Person, folioId: string) {
  const version = await versionSeenBy(who, folioId);
  return patchFolio(app, who.token, folioId, { baseVersion: version, log: [{ action: 'update', path: 'root.name' }], root: { name: 'Renamed' } });
}

async function contentPatch(who: Person, folioId: string) {
  const [row] = await db.select().from(foliosTable).where(eq(foliosTable.id, folioId));
  return patchFolio(app, who.token, folioId, {
    baseVersion: await versionSeenBy(who, folioId),
    log: [{ action: 'updateText', path: 'nodes.r1.html' }],
    nodes: { r1: { ...row!.nodes.r1, html: '<p>Edited by a sharee</p>' } },
  });
}

describe('what a folio share grants, per level (the API’s answer, not only can())', () => {
  // Expected per level in the order of `levels`: read, forEditing, content edit, settings edit, publish, delete, copy.
  const expected: Record<string, number[]> = {
    read: [404, 200, 200, 200, 200],
    forEditing: [404, 403, 200, 200, 200],
    content: [404, 403, 200, 403, 200],
    settings: [404, 403, 403, 200, 200],
    publish: [404, 403, 403, 403, 200],
    remove: [404, 403, 403, 403, 403],
    copy: [404, 403, 403, 403, 403],
  };
  it.each(levels.map((l, i) => [l.name, l, i] as const))('%s', async (_name, level, i) => {
    const { sharee, folio } = await sharedFolio(level.rights);
    const read = await call(app, sharee, 'GET', `/api/folios/${folio.id}?readOnly=true`);
    expect(read.statusCode, 'read').toBe(expected.read![i]);
    if (read.statusCode === 200) {
      const body = read.json() as { canEditContent: boolean; canEditSettings: boolean; root: { name: string } };
      expect(body.root.name).toBe('Plans');
      expect(body.canEditContent).toBe(level.rights?.canEditContent ?? false);
      expect(body.canEditSettings).toBe(level.rights?.canEditSettings ?? false);
    }
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}?forEditing=true`)).statusCode, 'forEditing').toBe(expected.forEditing![i]);
    const content = await contentPatch(sharee, folio.id);
    expect(content.statusCode, `content: ${content.body}`).toBe(expected.content![i]);
    if (content.statusCode === 403) expect(content.json()).toMatchObject({ message: level.rights?.canEditSettings ? "Cannot modify this folio's content" : 'Cannot modify this folio' });
    const settings = await settingsPatch(sharee, folio.id);
    expect(settings.statusCode, `settings: ${settings.body}`).toBe(expected.settings![i]);
    if (settings.statusCode === 403 && level.rights?.canEditContent) expect(settings.json()).toMatchObject({ message: "Cannot modify this folio's settings" });
    expect((await call(app, sharee, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode, 'publish').toBe(expected.publish![i]);
    expect((await call(app, sharee, 'POST', `/api/folios/${folio.id}/copy`)).statusCode, 'copy').toBe(expected.copy![i]);
    expect((await call(app, sharee, 'DELETE', `/api/folios/${folio.id}`)).statusCode, 'delete').toBe(expected.remove![i]);
  });

  it.each(levels.map((l, i) => [l.name, l, i] as const))('the folio’s other reads at level %s: status, widgets, websites, data, view, submissions', async (_name, level) => {
    const { owner, sharee, folio } = await sharedFolio(level.rights);
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
    const seen = level.rights === null ? 404 : 200;
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}/itspublished`)).statusCode, 'itspublished').toBe(seen);
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}/widgets`)).statusCode, 'widgets').toBe(seen);
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}/associatedWebsites`)).statusCode, 'associatedWebsites').toBe(seen);
    expect((await call(app, sharee, 'GET', `/public/api/folios/${folio.id}/view`)).statusCode, 'view').toBe(seen);
    // A share never makes someone a reader of the form's submissions (that is what receivers are for).
    expect([403, 404]).toContain((await call(app, sharee, 'GET', `/api/folios/${folio.id}/submissions`)).statusCode);
    expect([403, 404]).toContain((await call(app, sharee, 'GET', `/api/folios/${folio.id}/data`)).statusCode);
    expect((await call(app, sharee, 'POST', '/api/folios/fixClientIds', { folioId: folio.id })).statusCode, 'fixClientIds').toBe(level.rights?.canEditContent ? 200 : level.rights ? 403 : 404);
    // A guest never sees the private folio without a link.
    expect((await app.inject({ method: 'GET', url: `/public/api/folios/${folio.id}/view` })).statusCode).toBe(404);
  });

  it.each(['group', 'followers'] as const)('reaches a sharee through a %s share like an account share', async (via) => {
    const { sharee, folio } = await sharedFolio({ ...NONE, canEditContent: true }, via);
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}?forEditing=true`)).statusCode).toBe(200);
    expect((await contentPatch(sharee, folio.id)).statusCode).toBe(200);
    const list = await call(app, sharee, 'GET', '/api/folios?isShared=true');
    expect((list.json() as { items: Array<{ id: string; isShared: boolean; authorName: string }> }).items).toEqual([
      expect.objectContaining({ id: folio.id, isShared: true, authorName: 'Owner' }),
    ]);
  });

  it('stops reaching a follower who unfollows, and a member taken out of the group, on the next request', async () => {
    const viaFollow = await sharedFolio(NONE, 'followers');
    expect((await call(app, viaFollow.sharee, 'GET', `/api/folios/${viaFollow.folio.id}?readOnly=true`)).statusCode).toBe(200);
    await call(app, viaFollow.sharee, 'POST', `/api/users/${viaFollow.owner.user.id}/unfollow`);
    expect((await call(app, viaFollow.sharee, 'GET', `/api/folios/${viaFollow.folio.id}?readOnly=true`)).statusCode).toBe(404);

    const viaGroup = await sharedFolio(NONE, 'group');
    const groups = (await call(app, viaGroup.owner, 'GET', `/api/users/groups/${viaGroup.owner.user.id}`)).json() as Array<{ id: string }>;
    expect((await call(app, viaGroup.owner, 'PATCH', `/api/users/groups/item/${groups[0]!.id}`, { memberIds: [] })).statusCode).toBe(200);
    expect((await call(app, viaGroup.sharee, 'GET', `/api/folios/${viaGroup.folio.id}?readOnly=true`)).statusCode).toBe(404);
  });

  it('a revoked share and an expired one give nothing on the next request; the plain list never shows shared folios', async () => {
    const { owner, sharee, folio } = await sharedFolio({ ...NONE, canEditContent: true });
    expect(((await call(app, sharee, 'GET', '/api/folios')).json() as { total: number }).total).toBe(0);
    const list = (await call(app, owner, 'GET', `/api/shares/byItem?itemType=folio&itemId=${folio.id}`)).json() as Array<{ id: string; permitteeName: string }>;
    expect(list).toEqual([expect.objectContaining({ permitteeName: 'Sharee' })]);
    expect((await call(app, owner, 'DELETE', `/api/shares/byId/${list[0]!.id}`)).statusCode).toBe(200);
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}?readOnly=true`)).statusCode).toBe(404);
    expect((await contentPatch(sharee, folio.id)).statusCode).toBe(404);

    const other = await sharedFolio(null);
    await share(app, other.owner, { itemType: 'folio', itemId: other.folio.id, permitteeId: other.sharee.user.id, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await call(app, other.sharee, 'GET', `/api/folios/${other.folio.id}?readOnly=true`)).statusCode).toBe(404);
  });
});

describe('managing shares', () => {
  it('tells the sharee in the app and by mail, and lists the item under Shared with you', async () => {
    const { owner, sharee, folio } = await sharedFolio({ ...NONE, canEditContent: true });
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, sharee.user.id));
    expect(note).toMatchObject({ kind: 'share', actorId: owner.user.id, itemType: 'folio', itemId: folio.id, data: { name: 'Plans', rights: 'can edit its content' } });
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.to, sharee.user.email));
    expect(mails[0]?.subject).toBe('Owner shared “Plans” with you');
    expect(mails[0]?.text).toContain(`/folios/${folio.id}/edit`);
    const distinct = (await call(app, sharee, 'GET', '/api/shares/distinct')).json() as { items: unknown[]; total: number };
    expect(distinct).toEqual({ total: 1, items: [expect.objectContaining({ itemType: 'folio', itemId: folio.id, name: 'Plans', ownerName: 'Owner', via: ['user'], canEditContent: true })] });
    // Past the last page the total is still the real one.
    expect((await call(app, sharee, 'GET', '/api/shares/distinct?after=5')).json()).toEqual({ total: 1, items: [] });
    const bell = (await call(app, sharee, 'GET', '/api/notifications')).json() as { unread: number };
    expect(bell.unread).toBe(1);
    expect(((await call(app, sharee, 'POST', '/api/notifications/read', {})).json() as { unread: number }).unread).toBe(0);
  });

  it('lets only the owner, or a sharee allowed to share, see and change who has access; never more than their own rights', async () => {
    const viewer = await sharedFolio(NONE);
    const r2 = `/api/shares/byItem/r2?itemType=folio&itemId=${viewer.folio.id}`;
    expect((await call(app, viewer.sharee, 'GET', r2)).statusCode).toBe(403);
    const third = await person(db, 'Third');
    const refused = await call(app, viewer.sharee, 'POST', '/api/shares', { itemType: 'folio', itemId: viewer.folio.id, permitteeId: third.user.id });
    expect(refused.statusCode).toBe(403);
    expect((await call(app, third, 'GET', r2)).statusCode).toBe(404);

    const resharer = await sharedFolio({ ...NONE, canShare: true });
    const more = await call(app, resharer.sharee, 'POST', '/api/shares', { itemType: 'folio', itemId: resharer.folio.id, permitteeId: third.user.id, canEditContent: true });
    expect(more.statusCode).toBe(403);
    expect(more.json()).toMatchObject({ message: 'You can only pass on the rights you have yourself' });
    await share(app, resharer.sharee, { itemType: 'folio', itemId: resharer.folio.id, permitteeId: third.user.id });
    const overview = (await call(app, resharer.owner, 'GET', `/api/shares/byItem/r2?itemType=folio&itemId=${resharer.folio.id}`)).json() as { users: Array<{ permitteeName: string }> };
    expect(overview.users.map((u) => u.permitteeName).sort()).toEqual(['Sharee', 'Third']);
  });

  it('refuses sharing with yourself, unknown accounts and someone else’s group; a second share updates the first', async () => {
    const { owner, sharee, folio } = await sharedFolio(NONE);
    const self = await call(app, owner, 'POST', '/api/shares', { itemType: 'folio', itemId: folio.id, permitteeId: owner.user.id });
    expect(self.statusCode).toBe(400);
    const unknown = await call(app, owner, 'POST', '/api/shares', { itemType: 'folio', itemId: folio.id, permitteeId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    const theirs = await call(app, sharee, 'POST', '/api/users/groups', { name: 'Mine', memberIds: [] });
    const group = await call(app, owner, 'POST', '/api/shares', { itemType: 'folio', itemId: folio.id, permitteeType: 'group', permitteeId: (theirs.json() as { id: string }).id });
    expect(group.statusCode).toBe(403);
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeId: sharee.user.id, canEditContent: true });
    const live = await db.select().from(shares).where(eq(shares.itemId, folio.id));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ canEditContent: true, revokedAt: null });
  });

  it('lets a sharee leave (userOnly) and the owner revoke everything at once', async () => {
    const { owner, sharee, folio } = await sharedFolio(NONE);
    expect((await call(app, sharee, 'DELETE', `/api/shares/byItem/folio/${folio.id}?userOnly=true`)).json()).toEqual({ revoked: 1 });
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}?readOnly=true`)).statusCode).toBe(404);
    await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeId: sharee.user.id });
    await share(app, owner, { itemType: 'folio', itemId: folio.id, isAnonymous: true });
    expect((await call(app, sharee, 'DELETE', `/api/shares/byItem/folio/${folio.id}`)).statusCode).toBe(403);
    expect((await call(app, owner, 'DELETE', `/api/shares/byItem/folio/${folio.id}`)).json()).toEqual({ revoked: 2 });
    expect((await call(app, owner, 'GET', `/api/shares/isShareForFollowers/${folio.id}?itemType=folio`)).json()).toEqual({ isShareForFollowers: false });
  });

  it('answers 401 without a token on every shares route', async () => {
    for (const [method, url] of [
      ['GET', '/api/shares/distinct'],
      ['GET', '/api/shares/byItem?itemType=folio&itemId=x'],
      ['GET', '/api/shares/byItem/r2?itemType=folio&itemId=x'],
      ['GET', '/api/shares/isShareForFollowers/x?itemType=folio'],
      ['POST', '/api/shares'],
      ['PUT', '/api/shares/shareToFollowers/x'],
      ['DELETE', '/api/shares/byId/x'],
      ['DELETE', '/api/shares/byItem/folio/x'],
    ] as const) {
      const payload = method === 'POST' ? { itemType: 'folio', itemId: 'x', permitteeId: 'y' } : { itemType: 'folio', isShareForFollowers: true };
      const res = await app.inject({ method, url, ...(method === 'POST' || method === 'PUT' ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('assets and libraries', () => {
  it('a shared private asset is read (with its file) and edited per its level, never deleted', async () => {
    const owner = await person(db, 'Owner');
    const sharee = await person(db, 'Sharee');
    const { buildAsset } = await import('../../../test/factories.ts');
    const asset = await buildAsset(db, { authorId: owner.user.id, title: 'Logo' });
    expect((await call(app, sharee, 'GET', `/api/assets/${asset.id}`)).statusCode).toBe(404);
    await share(app, owner, { itemType: 'asset', itemId: asset.id, permitteeId: sharee.user.id });
    const read = await call(app, sharee, 'GET', `/api/assets/${asset.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ isShared: true, isOwned: false });
    // Its file: served to the sharee sending their token (and to no one else without a signature).
    const asSharee = await findBlobWithAccess(db, asset.blobId!, sharee.user.id);
    expect(canServeBlob({ userId: sharee.user.id, tokenId: 't', isSuperAdmin: false }, asSharee!.access, 'original', false)).toBe(true);
    const stranger = await person(db);
    const asStranger = await findBlobWithAccess(db, asset.blobId!, stranger.user.id);
    expect(canServeBlob({ userId: stranger.user.id, tokenId: 't', isSuperAdmin: false }, asStranger!.access, 'original', false)).toBe(false);
    expect((await call(app, sharee, 'PATCH', `/api/assets/${asset.id}`, { title: 'Mine now' })).statusCode).toBe(403);
    const listed = (await call(app, sharee, 'GET', '/api/assets?isShared=true')).json() as { items: Array<{ id: string; isShared: boolean }> };
    expect(listed.items).toEqual([expect.objectContaining({ id: asset.id, isShared: true })]);
    await share(app, owner, { itemType: 'asset', itemId: asset.id, permitteeId: sharee.user.id, canEditContent: true });
    expect((await call(app, sharee, 'PATCH', `/api/assets/${asset.id}`, { title: 'Renamed' })).statusCode).toBe(200);
    expect((await call(app, sharee, 'DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(403);
    // Links open pages on the sites origin, which assets have none of: refused with what to do instead.
    const link = await call(app, owner, 'POST', '/api/shares', { itemType: 'asset', itemId: asset.id, isAnonymous: true });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toMatchObject({ message: expect.stringContaining('put it in a library and share that') });
  });

  it('a shared private library is read with its items (view), listed under Shared, edited per level, never deleted', async () => {
    const owner = await person(db, 'Owner');
    const sharee = await person(db, 'Sharee');
    const folio = await privateFolio(db, owner, 'Inside');
    const { buildAsset } = await import('../../../test/factories.ts');
    const picture = await buildAsset(db, { authorId: owner.user.id, title: 'Private picture', blob: { thumbnailKey: 'thumb-key' } });
    const made = await call(app, owner, 'POST', '/api/libraries', {
      name: 'Team library',
      items: [
        { itemType: 'folio', itemId: folio.id, idx: 0 },
        { itemType: 'asset', itemId: picture.id, idx: 1 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const library = made.json() as { id: number };
    expect((await call(app, sharee, 'GET', `/api/libraries/${library.id}?full=true`)).statusCode).toBe(404);
    await share(app, owner, { itemType: 'library', itemId: String(library.id), permitteeId: sharee.user.id });
    const read = await call(app, sharee, 'GET', `/api/libraries/${library.id}?full=true`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ isShared: true, canEdit: false, items: [expect.objectContaining({ itemId: folio.id }), expect.objectContaining({ itemId: picture.id })] });
    // The private picture's thumbnail comes signed for the sharee.
    const thumb = (read.json() as { items: Array<{ itemId: string; thumbnailUrl: string | null }> }).items[1]!.thumbnailUrl;
    expect(thumb).toMatch(new RegExp(`^/blob/${picture.blobId}/thumbnail\\?exp=\\d+&u=${sharee.user.id}&sig=`));
    // The folio inside is readable through the library share, but not editable.
    expect((await call(app, sharee, 'GET', `/api/folios/${folio.id}?readOnly=true`)).statusCode).toBe(200);
    expect((await contentPatch(sharee, folio.id)).statusCode).toBe(403);
    const listed = (await call(app, sharee, 'GET', '/api/libraries?isShared=true')).json() as { items: Array<{ id: number }> };
    expect(listed.items.map((l) => l.id)).toEqual([library.id]);
    expect((await call(app, sharee, 'PATCH', `/api/libraries/${library.id}`, { name: 'Taken' })).statusCode).toBe(403);
    await share(app, owner, { itemType: 'library', itemId: String(library.id), permitteeId: sharee.user.id, canEditSettings: true });
    expect((await call(app, sharee, 'PATCH', `/api/libraries/${library.id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await call(app, sharee, 'DELETE', `/api/libraries/${library.id}`)).statusCode).toBe(403);
  });
});

describe('anonymous links', () => {
  it('open a private published folio for a guest on the sites origin, noindex and without a Referer, until revoked', async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner);
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
    const made = await share(app, owner, { itemType: 'folio', itemId: folio.id, isAnonymous: true });
    const { token, url } = made.link!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(url).toBe(`http://sites.test/folio/${folio.id}/page/p1?share=${token}`);
    const [row] = await db.select().from(shares).where(eq(shares.id, made.shares[0]!.id));
    expect(row!.tokenHash?.toString('hex')).not.toContain(Buffer.from(token).toString('hex'));
    expect(JSON.stringify(made.shares)).not.toContain(token);

    const plain = await app.inject({ method: 'GET', url: `/folio/${folio.id}/page/p1`, headers: { host: 'sites.test' } });
    expect(plain.statusCode).toBe(404);
    const visit = await app.inject({ method: 'GET', url: `/folio/${folio.id}/page/p1?share=${token}`, headers: { host: 'sites.test' } });
    expect(visit.statusCode).toBe(200);
    expect(visit.body).toContain('Draft');
    expect(visit.body).toContain('<meta name="robots" content="noindex">');
    expect(visit.headers['referrer-policy']).toBe('no-referrer');
    expect(visit.headers['x-robots-tag']).toBe('noindex');
    expect(String(visit.headers['cache-control'])).toContain('private');
    expect(t.logs.join('\n')).not.toContain(token);
    const [counted] = await db.select().from(shares).where(eq(shares.id, made.shares[0]!.id));
    expect(counted!.viewCount).toBe(1);

    expect((await app.inject({ method: 'GET', url: `/folio/${folio.id}/page/p1?share=${token}x`, headers: { host: 'sites.test' } })).statusCode).toBe(404);
    expect((await call(app, owner, 'DELETE', `/api/shares/byId/${made.shares[0]!.id}`)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/folio/${folio.id}/page/p1?share=${token}`, headers: { host: 'sites.test' } })).statusCode).toBe(404);
  });

  it('stops working once expired, and never opens another folio', async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner);
    const other = await privateFolio(db, owner, 'Other');
    for (const f of [folio, other]) expect((await call(app, owner, 'PATCH', `/api/folios/${f.id}/publish`)).statusCode).toBe(200);
    const made = await share(app, owner, { itemType: 'folio', itemId: folio.id, isAnonymous: true });
    expect((await app.inject({ method: 'GET', url: `/folio/${other.id}/page/p1?share=${made.link!.token}`, headers: { host: 'sites.test' } })).statusCode).toBe(404);
    await db.update(shares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shares.id, made.shares[0]!.id));
    expect((await app.inject({ method: 'GET', url: `/folio/${folio.id}/page/p1?share=${made.link!.token}`, headers: { host: 'sites.test' } })).statusCode).toBe(404);
  });
});

describe('a private form opened through a link', () => {
  it('takes the guest’s answers when the page passes the link on (X-Share-Token), and not without it or once revoked', async () => {
    const { access, folio } = await publishedForm(app, db, { isPublic: false });
    const made = await app.inject({ method: 'POST', url: '/api/shares', headers: { authorization: `Bearer ${access}` }, payload: { itemType: 'folio', itemId: folio.id, isAnonymous: true } });
    const { link, shares: [row] } = made.json() as { link: { token: string }; shares: Array<{ id: string }> };
    const body = { folioId: folio.id, buttonId: 'send', data: answers() };
    expect((await submit(app, body)).statusCode).toBe(404);
    expect((await submit(app, body, { 'x-share-token': link.token })).statusCode).toBe(201);
    expect((await submit(app, body, { 'x-share-token': `${link.token}x` })).statusCode).toBe(404);
    await app.inject({ method: 'DELETE', url: `/api/shares/byId/${row!.id}`, headers: { authorization: `Bearer ${access}` } });
    expect((await submit(app, body, { 'x-share-token': link.token })).statusCode).toBe(404);
  });
});

describe('POST /public/api/folios/{id}/share', () => {
  it('answers the public address of a public published folio, and 404 for a private one', async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner);
    expect((await app.inject({ method: 'POST', url: `/public/api/folios/${folio.id}/share` })).statusCode).toBe(404);
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}`, { baseVersion: 1, log: [{ action: 'update', path: 'root.isPublic' }], root: { isPublic: true } })).statusCode).toBe(200);
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: `/public/api/folios/${folio.id}/share` });
    expect(res.json()).toEqual({ url: `http://sites.test/folio/${folio.id}/page/p1`, title: 'Plans' });
  });
});

