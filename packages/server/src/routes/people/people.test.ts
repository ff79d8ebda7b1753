import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset } from '../../../test/factories.ts';
import { notifications } from '../../db/schema.ts';
import { call, person, privateFolio, publicPublished, share } from '../shares/testing.ts';
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
