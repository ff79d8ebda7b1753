import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset } from '../../../test/factories.ts';
import { folios, notifications, users } from '../../db/schema.ts';
import { call, person, privateFolio, publicPublished, share, type Person } from '../shares/testing.ts';
import { setRoot } from '../submissions/testing.ts';

const t = await createTestApp({ SITES_ORIGIN: 'http://sites.test' });
const { app, db } = t;

describe('follows', () => {
  it('follows once (idempotent, one notification), unfollows, never yourself or an unknown account', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const first = await call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`);
    expect(first.json()).toEqual({ followers: 1, following: 0, isFollowing: true });
    expect((await call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`)).json()).toEqual({ followers: 1, following: 0, isFollowing: true });
    const told = await db.select().from(notifications).where(and(eq(notifications.userId, ada.user.id), eq(notifications.kind, 'follow')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actorId: ben.user.id });
    expect((await app.inject({ method: 'GET', url: `/public/api/users/socialInfo/${ben.user.id}` })).json()).toEqual({ followers: 0, following: 1, isFollowing: false });
    const followed = (await call(app, ada, 'GET', `/api/users/accountsYouFollow/${ben.user.id}`)).json() as Array<Record<string, unknown>>;
    expect(followed).toEqual([{ id: ada.user.id, displayName: 'Ada', avatarUrl: null }]);
    expect(JSON.stringify(followed)).not.toContain('@');
    expect((await call(app, ben, 'POST', `/api/users/${ada.user.id}/unfollow`)).json()).toEqual({ followers: 0, following: 0, isFollowing: false });
    expect((await call(app, ben, 'POST', `/api/users/${ada.user.id}/unfollow`)).statusCode).toBe(200);

    const self = await call(app, ada, 'POST', `/api/users/${ada.user.id}/follow`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'You cannot follow yourself' });
    expect((await call(app, ada, 'POST', '/api/users/00000000-0000-4000-8000-000000000000/follow')).statusCode).toBe(404);
    expect((await call(app, ada, 'POST', '/api/users/not-a-uuid/follow')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/users/${ada.user.id}/follow` })).statusCode).toBe(401);
  });
});

describe('profiles’ content, the feed and post info', () => {
  it('lists public folios, assets and libraries only, never an email; recentPosts puts followed authors first', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const older = await publicPublished(app, db, ada, 'Ada’s engines');
    await privateFolio(db, ada, 'Ada’s secret');
    await buildAsset(db, { authorId: ada.user.id, title: 'Public diagram', isPublic: true });
    await buildAsset(db, { authorId: ada.user.id, title: 'Private sketch' });
    await call(app, ada, 'POST', '/api/libraries', { name: 'Open shelf', isPublic: true });
    await call(app, ada, 'POST', '/api/libraries', { name: 'Closed shelf' });

    const folios = (await app.inject({ method: 'GET', url: `/public/api/users/content/folios/${ada.user.id}` })).json() as { items: Array<{ name: string }>; total: number };
    expect(folios.items.map((p) => p.name)).toEqual(['Ada’s engines']);
    const assets = (await call(app, ben, 'GET', `/api/users/content/assets/${ada.user.id}`)).json() as { items: Array<{ title: string }> };
    expect(assets.items.map((a) => a.title)).toEqual(['Public diagram']);
    const libraries = (await app.inject({ method: 'GET', url: `/public/api/users/content/libraries/${ada.user.id}` })).json() as { items: Array<{ name: string }> };
    expect(libraries.items.map((l) => l.name)).toEqual(['Open shelf']);
    for (const body of [folios, assets, libraries]) {
      expect(JSON.stringify(body)).not.toContain(ada.user.email);
      expect(JSON.stringify(body)).not.toContain(ben.user.email);
    }
    expect((await app.inject({ method: 'GET', url: '/public/api/users/content/folios/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    // Someone else publishes later; for Ben, who follows Ada, Ada's folio still comes first.
    const otto = await person(db, 'Otto');
    const newer = await publicPublished(app, db, otto, 'Otto’s news');
    await call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`);
    const feed = (await call(app, ben, 'GET', '/api/folios/recentPosts?first=100')).json() as { items: Array<{ id: string; fromFollowed: boolean }> };
    const ids = feed.items.map((p) => p.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(feed.items.find((p) => p.id === older.id)?.fromFollowed).toBe(true);
    const recent = (await app.inject({ method: 'GET', url: '/public/api/folios/recent?first=100' })).json() as { items: Array<{ id: string }> };
    const order = recent.items.map((p) => p.id);
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(older.id));
    expect(JSON.stringify(recent)).not.toMatch(/@example|@folio/);

    // postInfo counts comments and reactions.
    await setRoot(db, older.id, { hasCommentSection: true });
    await call(app, ben, 'POST', '/api/comments', { folioId: older.id, authorId: ben.user.id, body: 'Nice' });
    const reacted = await call(app, ben, 'POST', `/api/users/${ben.user.id}/reaction`, { targetType: 'folio', targetId: older.id, kind: 'like' });
    expect(reacted.json()).toEqual({ counts: { like: 1 }, mine: ['like'] });
    const info = (await app.inject({ method: 'GET', url: `/public/api/folios/${older.id}/postInfo` })).json();
    expect(info).toMatchObject({ id: older.id, name: 'Ada’s engines', commentCount: 1, reactionCount: 1, author: { displayName: 'Ada' } });
  });

  it('reactions: one per person and kind, taken back, only as yourself, only on what you may read', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const folio = await publicPublished(app, db, ada, 'Liked');
    const react = (who: typeof ben, body: object, as = who.user.id) => call(app, who, 'POST', `/api/users/${as}/reaction`, body);
    await react(ben, { targetType: 'folio', targetId: folio.id, kind: 'love' });
    expect((await react(ben, { targetType: 'folio', targetId: folio.id, kind: 'love' })).json()).toEqual({ counts: { love: 1 }, mine: ['love'] });
    expect((await react(ada, { targetType: 'folio', targetId: folio.id, kind: 'love' })).json()).toEqual({ counts: { love: 2 }, mine: ['love'] });
    expect((await react(ben, { targetType: 'folio', targetId: folio.id, kind: 'love', on: false })).json()).toEqual({ counts: { love: 1 }, mine: [] });
    expect((await app.inject({ method: 'GET', url: `/public/api/reactions/folio/${folio.id}` })).json()).toEqual({ counts: { love: 1 }, mine: [] });
    expect((await call(app, ada, 'GET', `/public/api/reactions/folio/${folio.id}`)).json()).toEqual({ counts: { love: 1 }, mine: ['love'] });
    expect((await react(ben, { targetType: 'folio', targetId: folio.id }, ada.user.id)).statusCode).toBe(403);
    const hidden = await privateFolio(db, ada, 'Hidden');
    expect((await react(ben, { targetType: 'folio', targetId: hidden.id })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/reactions/folio/${hidden.id}` })).statusCode).toBe(404);
    await share(app, ada, { itemType: 'folio', itemId: hidden.id, permitteeId: ben.user.id });
    expect((await react(ben, { targetType: 'folio', targetId: hidden.id })).statusCode).toBe(200);
  });
});

describe('account groups', () => {
  it('are their owner’s alone: made, renamed, members replaced, deleted; names unique per owner', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const made = await call(app, ada, 'POST', '/api/users/groups', { name: 'Editors', memberIds: [ben.user.id] });
    expect(made.statusCode).toBe(201);
    const group = made.json() as { id: string; members: Array<{ displayName: string }> };
    expect(group.members.map((m) => m.displayName)).toEqual(['Ben']);
    expect(JSON.stringify(group)).not.toContain(ben.user.email);
    expect((await call(app, ada, 'POST', '/api/users/groups', { name: 'Editors' })).statusCode).toBe(409);
    expect((await call(app, ada, 'POST', '/api/users/groups', { name: 'Ghosts', memberIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);
    expect((await call(app, ada, 'POST', '/api/users/groups', { name: '   ' })).statusCode).toBe(400);

    expect((await call(app, ben, 'GET', `/api/users/groups/${ada.user.id}`)).statusCode).toBe(403);
    expect((await call(app, ben, 'PATCH', `/api/users/groups/item/${group.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(app, ben, 'DELETE', `/api/users/groups/item/${group.id}`)).statusCode).toBe(404);

    const renamed = await call(app, ada, 'PATCH', `/api/users/groups/item/${group.id}`, { name: 'Reviewers', memberIds: [] });
    expect(renamed.json()).toMatchObject({ name: 'Reviewers', members: [] });
    expect(((await call(app, ada, 'GET', `/api/users/groups/${ada.user.id}`)).json() as unknown[]).length).toBe(1);
    expect((await call(app, ada, 'DELETE', `/api/users/groups/item/${group.id}`)).statusCode).toBe(204);
    expect((await call(app, ada, 'GET', `/api/users/groups/${ada.user.id}`)).json()).toEqual([]);
  });

  it('makes its members receivers of a form’s submissions when the form names the group (only the author’s own groups)', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const folio = await privateFolio(db, ada, 'Form');
    const group = (await call(app, ada, 'POST', '/api/users/groups', { name: 'Readers', memberIds: [ben.user.id] })).json() as { id: string };
    const read = () => call(app, ben, 'GET', `/api/folios/${folio.id}/submissions`);
    expect((await read()).statusCode).not.toBe(200);
    await setRoot(db, folio.id, { submissionReceiversAccountGroups: [group.id] });
    expect((await read()).statusCode).toBe(200);
    const received = (await call(app, ben, 'GET', '/api/submissions/received')).json() as Array<{ id: string }>;
    expect(received.map((r) => r.id)).toContain(folio.id);

    // A group of someone else's named by a folio names no one.
    const eve = await person(db, 'Eve');
    const other = await privateFolio(db, eve, 'Eve’s form');
    await setRoot(db, other.id, { submissionReceiversAccountGroups: [group.id] });
    expect((await call(app, ben, 'GET', `/api/folios/${other.id}/submissions`)).statusCode).not.toBe(200);
  });
});

describe('profile share', () => {
  it('answers the profile’s public address; 404 for an unknown user; 401 without a token', async () => {
    const ada = await person(db, 'Ada');
    expect((await call(app, ada, 'POST', `/api/users/${ada.user.id}/share`)).json()).toEqual({ url: `http://sites.test/user/${ada.user.id}`, title: 'Ada' });
    expect((await call(app, ada, 'POST', '/api/users/00000000-0000-4000-8000-000000000000/share')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/users/${ada.user.id}/share` })).statusCode).toBe(401);
  });
});

const NOBODY = '00000000-0000-4000-8000-000000000000';
const deactivate = (who: Person) => db.update(users).set({ isActive: false }).where(eq(users.id, who.user.id));
type PostView = { id: string; name: string; summary: string; url: string; commentCount: number; reactionCount: number; fromFollowed: boolean; author: { id: string } };

describe('social info', () => {
  it('counts active followers and followings; isFollowing only for the signed-in caller; 404 unknown, 401 signed-in route without a token', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    await call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`);
    await call(app, cy, 'POST', `/api/users/${ada.user.id}/follow`);
    await call(app, ada, 'POST', `/api/users/${cy.user.id}/follow`);
    expect((await call(app, ben, 'GET', `/api/users/socialInfo/${ada.user.id}`)).json()).toEqual({ followers: 2, following: 1, isFollowing: true });
    expect((await call(app, ada, 'GET', `/api/users/socialInfo/${ben.user.id}`)).json()).toEqual({ followers: 0, following: 1, isFollowing: false });
    // The public route ignores who asks.
    expect((await call(app, ben, 'GET', `/public/api/users/socialInfo/${ada.user.id}`)).json()).toEqual({ followers: 2, following: 1, isFollowing: false });
    expect((await app.inject({ method: 'GET', url: `/api/users/socialInfo/${ada.user.id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/public/api/users/socialInfo/${NOBODY}` })).statusCode).toBe(404);
    expect((await call(app, ben, 'GET', '/api/users/socialInfo/nope')).statusCode).toBe(404);

    // A deactivated account neither counts nor is found.
    await deactivate(cy);
    expect((await app.inject({ method: 'GET', url: `/public/api/users/socialInfo/${ada.user.id}` })).json()).toEqual({ followers: 1, following: 0, isFollowing: false });
    expect((await app.inject({ method: 'GET', url: `/public/api/users/socialInfo/${cy.user.id}` })).statusCode).toBe(404);
    expect((await call(app, ben, 'POST', `/api/users/${cy.user.id}/follow`)).statusCode).toBe(404);
    expect((await call(app, ada, 'GET', `/api/users/accountsYouFollow/${ada.user.id}`)).json()).toEqual([]);
    expect((await call(app, ada, 'GET', `/api/users/accountsYouFollow/${cy.user.id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/users/accountsYouFollow/${ada.user.id}` })).statusCode).toBe(401);
  });

  it('many follows at once: one follow, one notification', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, ada.user.id))).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: `/public/api/users/socialInfo/${ada.user.id}` })).json()).toMatchObject({ followers: 1 });
  });

  it('lists followed accounts newest first; unfollowing yourself is refused too', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    await call(app, ada, 'POST', `/api/users/${ben.user.id}/follow`);
    await call(app, ada, 'POST', `/api/users/${cy.user.id}/follow`);
    const cards = (await call(app, ben, 'GET', `/api/users/accountsYouFollow/${ada.user.id}`)).json() as Array<{ displayName: string }>;
    expect(cards.map((c) => c.displayName)).toEqual(['Cy', 'Ben']);
    expect((await call(app, ada, 'POST', `/api/users/${ada.user.id}/unfollow`)).statusCode).toBe(400);
    expect((await call(app, ada, 'POST', `/api/users/${NOBODY}/unfollow`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/users/${ben.user.id}/unfollow` })).statusCode).toBe(401);
  });
});

describe('profile content', () => {
  it('pages through published public folios only (not unpublished, made private or deleted); 400 for an unknown selection; 404 for a deactivated user', async () => {
    const ada = await person(db, 'Ada');
    const a = await publicPublished(app, db, ada, 'First');
    const b = await publicPublished(app, db, ada, 'Second');
    const c = await publicPublished(app, db, ada, 'Third');
    const madePrivate = await publicPublished(app, db, ada, 'Made private');
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, madePrivate.id));
    const gone = await publicPublished(app, db, ada, 'Deleted');
    await db.update(folios).set({ isDeleted: true }).where(eq(folios.id, gone.id));
    const unpublished = await privateFolio(db, ada, 'Never published');
    await db.update(folios).set({ isPublic: true }).where(eq(folios.id, unpublished.id));

    const all = (await app.inject({ method: 'GET', url: `/public/api/users/content/folios/${ada.user.id}` })).json() as { items: PostView[]; total: number };
    expect(all.total).toBe(3);
    expect(all.items.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect(all.items[0]).toMatchObject({ name: 'Third', summary: 'About Third', url: `http://sites.test/folio/${c.id}/page/p1`, author: { id: ada.user.id } });
    const second = (await app.inject({ method: 'GET', url: `/public/api/users/content/folios/${ada.user.id}?first=1&after=1` })).json() as { items: PostView[]; total: number };
    expect(second).toMatchObject({ total: 3 });
    expect(second.items.map((p) => p.id)).toEqual([b.id]);
    // Past the last page: no items, the real total still.
    expect((await app.inject({ method: 'GET', url: `/public/api/users/content/folios/${ada.user.id}?after=10` })).json()).toEqual({ items: [], total: 3 });

    expect((await app.inject({ method: 'GET', url: `/public/api/users/content/secrets/${ada.user.id}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/public/api/users/content/folios/${ada.user.id}?first=0` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/public/api/users/content/assets/not-a-uuid' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/users/content/folios/${ada.user.id}` })).statusCode).toBe(401);
    await deactivate(ada);
    for (const selection of ['folios', 'assets', 'libraries']) {
      expect((await app.inject({ method: 'GET', url: `/public/api/users/content/${selection}/${ada.user.id}` })).statusCode).toBe(404);
    }
  });

  it('never answers an email address: content, feed, post info, follows, groups, search, notifications', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const folio = await publicPublished(app, db, ada, 'Mailless');
    await buildAsset(db, { authorId: ada.user.id, title: 'Open', isPublic: true });
    await call(app, ada, 'POST', '/api/libraries', { name: 'Shelf', isPublic: true });
    await call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`);
    await call(app, ada, 'POST', `/api/users/${ben.user.id}/follow`);
    await setRoot(db, folio.id, { hasCommentSection: true });
    await call(app, ben, 'POST', '/api/comments', { folioId: folio.id, authorId: ben.user.id, body: 'Hi' });
    await call(app, ada, 'POST', '/api/users/groups', { name: 'Pals', memberIds: [ben.user.id] });
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: `/public/api/users/content/folios/${ada.user.id}` }),
      call(app, ben, 'GET', `/api/users/content/assets/${ada.user.id}`),
      call(app, ben, 'GET', `/api/users/content/libraries/${ada.user.id}`),
      call(app, ben, 'GET', '/api/folios/recentPosts?first=100'),
      app.inject({ method: 'GET', url: '/public/api/folios/recent?first=100' }),
      app.inject({ method: 'GET', url: '/public/api/folios/recentPosts?first=100' }),
      app.inject({ method: 'GET', url: `/public/api/folios/${folio.id}/postInfo` }),
      call(app, ben, 'GET', `/api/folios/${folio.id}/postInfo`),
      call(app, ben, 'GET', `/api/users/accountsYouFollow/${ada.user.id}`),
      call(app, ada, 'GET', `/api/users/groups/${ada.user.id}`),
      call(app, ben, 'GET', '/api/users/search?name=Ada'),
      call(app, ben, 'GET', `/api/users/search?name=${encodeURIComponent(ada.user.email)}`),
      call(app, ada, 'GET', '/api/notifications'),
      app.inject({ method: 'GET', url: `/public/api/comments/${folio.id}` }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(ada.user.email);
      expect(res.body).not.toContain(ben.user.email);
      expect(res.body).not.toMatch(/@example\.test/);
    }
    // The search by exact email still finds Ada, as a card without the address.
    expect((answers[11]!.json() as Array<{ id: string }>).map((c) => c.id)).toEqual([ada.user.id]);
  });
});

describe('the feed and post info', () => {
  it('guests see newest first and follow nobody; signed-in readers see followed authors first until they unfollow; 401 without a token', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const otto = await person(db, 'Otto');
    const adas = await publicPublished(app, db, ada, 'Ada’s old');
    const ottos = await publicPublished(app, db, otto, 'Otto’s new');
    await call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`);
    const ids = (page: { items: PostView[] }) => page.items.map((p) => p.id);

    const guest = (await app.inject({ method: 'GET', url: '/public/api/folios/recentPosts?first=100' })).json() as { items: PostView[]; total: number };
    expect(ids(guest).indexOf(ottos.id)).toBeLessThan(ids(guest).indexOf(adas.id));
    expect(guest.items.every((p) => !p.fromFollowed)).toBe(true);
    expect(guest.total).toBeGreaterThanOrEqual(2);

    const mine = (await call(app, ben, 'GET', '/api/folios/recentPosts?first=100')).json() as { items: PostView[] };
    expect(ids(mine).indexOf(adas.id)).toBeLessThan(ids(mine).indexOf(ottos.id));
    // Everyone Ben follows comes before everyone he does not.
    const flags = mine.items.map((p) => p.fromFollowed);
    expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    expect(mine.items.filter((p) => p.fromFollowed).every((p) => p.author.id === ada.user.id)).toBe(true);

    // /recent with a token marks followed authors but keeps the date order.
    const recent = (await call(app, ben, 'GET', '/public/api/folios/recent?first=100')).json() as { items: PostView[] };
    expect(ids(recent).indexOf(ottos.id)).toBeLessThan(ids(recent).indexOf(adas.id));
    expect(recent.items.find((p) => p.id === adas.id)?.fromFollowed).toBe(true);

    await call(app, ben, 'POST', `/api/users/${ada.user.id}/unfollow`);
    const after = (await call(app, ben, 'GET', '/api/folios/recentPosts?first=100')).json() as { items: PostView[] };
    expect(ids(after).indexOf(ottos.id)).toBeLessThan(ids(after).indexOf(adas.id));
    expect((await app.inject({ method: 'GET', url: '/api/folios/recentPosts' })).statusCode).toBe(401);

    // A folio made private or deleted leaves the feed.
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, adas.id));
    await db.update(folios).set({ isDeleted: true }).where(eq(folios.id, ottos.id));
    const everything = (await app.inject({ method: 'GET', url: '/public/api/folios/recent?first=100' })).json() as { items: PostView[]; total: number };
    expect((await app.inject({ method: 'GET', url: '/public/api/folios/recent?after=100000' })).json()).toEqual({ items: [], total: everything.total });
    expect((await call(app, ben, 'GET', '/api/folios/recentPosts?after=100000')).json()).toEqual({ items: [], total: everything.total });
    const left = ids(everything);
    expect(left).not.toContain(adas.id);
    expect(left).not.toContain(ottos.id);
  });

  it('postInfo: counts published comments (not hidden or deleted) and every reaction; private folios only for those who may read them', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    const folio = await publicPublished(app, db, ada, 'Counted');
    await setRoot(db, folio.id, { hasCommentSection: true });
    const say = async (who: Person, body: string, inReplyToId?: string) => {
      const res = await call(app, who, 'POST', '/api/comments', { folioId: folio.id, authorId: who.user.id, body, ...(inReplyToId ? { inReplyToId } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const top = await say(ben, 'One');
    await say(cy, 'Two', top);
    const hidden = await say(cy, 'Three');
    const removed = await say(ben, 'Four');
    await call(app, ada, 'PATCH', `/api/comments/${hidden}`, { status: 'hidden' });
    await call(app, ben, 'DELETE', `/api/comments/${removed}`);
    for (const [who, kind] of [[ben, 'like'], [ben, 'love'], [cy, 'like']] as const) {
      await call(app, who, 'POST', `/api/users/${who.user.id}/reaction`, { targetType: 'folio', targetId: folio.id, kind });
    }
    // A reaction on a comment is not the folio's.
    await call(app, cy, 'POST', `/api/users/${cy.user.id}/reaction`, { targetType: 'comment', targetId: top, kind: 'like' });
    const info = (await app.inject({ method: 'GET', url: `/public/api/folios/${folio.id}/postInfo` })).json() as PostView;
    expect(info).toMatchObject({ commentCount: 2, reactionCount: 3, fromFollowed: false, summary: 'About Counted' });
    await call(app, ben, 'POST', `/api/users/${ada.user.id}/follow`);
    expect((await call(app, ben, 'GET', `/api/folios/${folio.id}/postInfo`)).json()).toMatchObject({ id: folio.id, fromFollowed: true, commentCount: 2 });
    expect((await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/postInfo` })).statusCode).toBe(401);

    const secret = await publicPublished(app, db, ada, 'Secret');
    await db.update(folios).set({ isPublic: false }).where(eq(folios.id, secret.id));
    expect((await app.inject({ method: 'GET', url: `/public/api/folios/${secret.id}/postInfo` })).statusCode).toBe(404);
    expect((await call(app, ben, 'GET', `/api/folios/${secret.id}/postInfo`)).statusCode).toBe(404);
    expect((await call(app, ada, 'GET', `/api/folios/${secret.id}/postInfo`)).statusCode).toBe(200);
    await share(app, ada, { itemType: 'folio', itemId: secret.id, permitteeId: ben.user.id });
    expect((await call(app, ben, 'GET', `/api/folios/${secret.id}/postInfo`)).json()).toMatchObject({ id: secret.id, name: 'Secret' });

    const draft = await privateFolio(db, ada, 'Draft');
    expect((await call(app, ada, 'GET', `/api/folios/${draft.id}/postInfo`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/folios/${NOBODY}/postInfo` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/public/api/folios/nope/postInfo' })).statusCode).toBe(404);
  });
});

describe('reactions on comments', () => {
  it('count per kind on a published comment; none on a hidden or deleted one; checked input', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const folio = await publicPublished(app, db, ada, 'Talked about');
    await setRoot(db, folio.id, { hasCommentSection: true });
    const c = (await call(app, ben, 'POST', '/api/comments', { folioId: folio.id, authorId: ben.user.id, body: 'React to me' })).json() as { id: string };
    const react = (who: Person, body: object) => call(app, who, 'POST', `/api/users/${who.user.id}/reaction`, body);
    expect((await react(ada, { targetType: 'comment', targetId: c.id })).json()).toEqual({ counts: { like: 1 }, mine: ['like'] });
    expect((await react(ben, { targetType: 'comment', targetId: c.id, kind: 'clap' })).json()).toEqual({ counts: { like: 1, clap: 1 }, mine: ['clap'] });
    expect((await app.inject({ method: 'GET', url: `/public/api/reactions/comment/${c.id}` })).json()).toEqual({ counts: { like: 1, clap: 1 }, mine: [] });
    expect((await react(ada, { targetType: 'comment', targetId: c.id, on: false })).json()).toEqual({ counts: { clap: 1 }, mine: [] });
    // Taking back what was never given changes nothing.
    expect((await react(ada, { targetType: 'comment', targetId: c.id, kind: 'love', on: false })).json()).toEqual({ counts: { clap: 1 }, mine: [] });

    expect((await react(ben, { targetType: 'comment', targetId: c.id, kind: 'meh' })).statusCode).toBe(400);
    expect((await react(ben, { targetType: 'user', targetId: c.id })).statusCode).toBe(400);
    expect((await react(ben, { targetType: 'comment', targetId: c.id, extra: 1 })).statusCode).toBe(400);
    expect((await react(ben, { targetType: 'comment', targetId: NOBODY })).statusCode).toBe(404);
    expect((await react(ben, { targetType: 'folio', targetId: 'nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/users/${ben.user.id}/reaction`, payload: { targetType: 'comment', targetId: c.id } })).statusCode).toBe(401);

    await call(app, ada, 'PATCH', `/api/comments/${c.id}`, { status: 'hidden' });
    expect((await react(ben, { targetType: 'comment', targetId: c.id })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/public/api/reactions/comment/${c.id}` })).statusCode).toBe(404);
    await call(app, ada, 'PATCH', `/api/comments/${c.id}`, { status: 'published' });
    await call(app, ben, 'DELETE', `/api/comments/${c.id}`);
    expect((await react(ada, { targetType: 'comment', targetId: c.id })).statusCode).toBe(404);
  });
});

describe('account groups, further', () => {
  it('refuses a taken name on rename, unknown or deactivated members, strangers’ and malformed ids; folds repeated members', async () => {
    const ada = await person(db, 'Ada');
    const ben = await person(db, 'Ben');
    const cy = await person(db, 'Cy');
    const one = (await call(app, ada, 'POST', '/api/users/groups', { name: '  One  ', memberIds: [ben.user.id, ben.user.id, cy.user.id] })).json() as { id: string; name: string; members: Array<{ id: string }> };
    expect(one.name).toBe('One');
    expect(one.members.map((m) => m.id)).toEqual([ben.user.id, cy.user.id]);
    const two = (await call(app, ada, 'POST', '/api/users/groups', { name: 'Two' })).json() as { id: string };
    const taken = await call(app, ada, 'PATCH', `/api/users/groups/item/${two.id}`, { name: 'One' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'You already have a group with this name' });
    // Another owner may use the same name.
    expect((await call(app, ben, 'POST', '/api/users/groups', { name: 'One' })).statusCode).toBe(201);

    expect((await call(app, ada, 'PATCH', `/api/users/groups/item/${two.id}`, { memberIds: ['nope'] })).statusCode).toBe(400);
    expect((await call(app, ada, 'PATCH', `/api/users/groups/item/${two.id}`, { name: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await call(app, ada, 'PATCH', `/api/users/groups/item/${two.id}`, { owner: ben.user.id })).statusCode).toBe(400);
    expect((await call(app, ada, 'PATCH', '/api/users/groups/item/nope', { name: 'Three' })).statusCode).toBe(404);
    expect((await call(app, ada, 'DELETE', `/api/users/groups/item/${NOBODY}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/users/groups/${ada.user.id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/users/groups', payload: { name: 'Anon' } })).statusCode).toBe(401);

    await deactivate(cy);
    const withCy = await call(app, ada, 'PATCH', `/api/users/groups/item/${two.id}`, { memberIds: [cy.user.id] });
    expect(withCy.statusCode).toBe(400);
    expect(withCy.json()).toMatchObject({ message: 'One of the members does not exist or is deactivated' });
    // A refused change changes nothing.
    const groups = (await call(app, ada, 'GET', `/api/users/groups/${ada.user.id}`)).json() as Array<{ name: string; members: unknown[] }>;
    expect(groups.map((g) => [g.name, g.members.length])).toEqual([
      ['One', 2],
      ['Two', 0],
    ]);
  });
});

describe('profile share, friendly URL', () => {
  it('uses the profile’s friendly URL when it has one; a deactivated profile is not found', async () => {
    const ada = await person(db, 'Ada');
    const friendly = `ada-${ada.user.id.slice(0, 8)}`;
    await db.update(users).set({ friendlyUrl: friendly }).where(eq(users.id, ada.user.id));
    const ben = await person(db, 'Ben');
    expect((await call(app, ben, 'POST', `/api/users/${ada.user.id}/share`)).json()).toEqual({ url: `http://sites.test/user/${friendly}`, title: 'Ada' });
    expect((await call(app, ben, 'POST', '/api/users/nope/share')).statusCode).toBe(404);
    await deactivate(ada);
    expect((await call(app, ben, 'POST', `/api/users/${ada.user.id}/share`)).statusCode).toBe(404);
  });
});
