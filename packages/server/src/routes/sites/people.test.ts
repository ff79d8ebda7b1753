import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildAsset, buildWebsite } from '../../../test/factories.ts';
import { call, person, privateFolio, publicPublished, share } from '../shares/testing.ts';
import { setRoot } from '../submissions/testing.ts';

const t = await createTestApp({ SITES_ORIGIN: 'http://sites.test', APP_ORIGIN: 'http://app.test' });
const { app, db } = t;
const visit = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'sites.test' } });

describe('a profile on the sites origin', () => {
  it('shows the public folios, assets and libraries and the counts, at the friendly URL and by id, never an email', async () => {
    const ada = await person(db, 'Ada Lovelace');
    await call(app, ada, 'PATCH', `/api/usersR1/${ada.user.id}`, { friendlyUrl: 'ada', profileSummary: 'Counting <engines>', businessName: 'Analytical Ltd' });
    await publicPublished(app, db, ada, 'Notes on the engine');
    await privateFolio(db, ada, 'Secret plans');
    await buildAsset(db, { authorId: ada.user.id, title: 'Diagram', isPublic: true });
    await buildAsset(db, { authorId: ada.user.id, title: 'Hidden sketch', isPublic: false });
    const follower = await person(db, 'Fan');
    await call(app, follower, 'POST', `/api/users/${ada.user.id}/follow`);

    for (const url of ['/user/ada', `/user/${ada.user.id}`]) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<h1>Ada Lovelace</h1>');
      // Without a picture the avatar shows the initials.
      expect(res.body).toMatch(/<span class="fo-avatar fo-avatar-initials" aria-hidden="true">AL<\/span>/);
      expect(res.body).toContain('Analytical Ltd');
      expect(res.body).toContain('Counting &lt;engines&gt;');
      expect(res.body).toContain('Notes on the engine');
      expect(res.body).not.toContain('Secret plans');
      expect(res.body).toContain('Diagram');
      expect(res.body).not.toContain('Hidden sketch');
      expect(res.body).toContain('1 follower');
      expect(res.body).toContain(`http://app.test/people/${ada.user.id}?follow=1`);
      expect(res.body).not.toContain(ada.user.email);
      expect(res.body).toContain('<link rel="canonical" href="http://sites.test/user/ada">');
    }
    expect((await visit('/user/nobody-here')).statusCode).toBe(404);
    // The profile's share answer is its friendly address.
    expect((await call(app, follower, 'POST', `/api/users/${ada.user.id}/share`)).json()).toEqual({ url: 'http://sites.test/user/ada', title: 'Ada Lovelace' });
  });

  it('is 404 for a deactivated user', async () => {
    const gone = await person(db, 'Gone');
    await db.execute(`update users set is_active = false where id = '${gone.user.id}'`);
    expect((await visit(`/user/${gone.user.id}`)).statusCode).toBe(404);
  });
});

describe('a library on the sites origin', () => {
  it('shows a public library’s public items, the guest library too; a private one only through its link', async () => {
    const owner = await person(db, 'Owner');
    const open = await publicPublished(app, db, owner, 'Open folio');
    const closed = await privateFolio(db, owner, 'Closed folio');
    const made = await call(app, owner, 'POST', '/api/libraries', { name: 'Reading list', isPublic: true, items: [{ itemType: 'folio', itemId: open.id, idx: 0 }, { itemType: 'folio', itemId: closed.id, idx: 1 }] });
    const library = made.json() as { id: number };
    const page = await visit(`/library/${library.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Reading list');
    expect(page.body).toContain('Open folio');
    expect(page.body).not.toContain('Closed folio');
    expect((await visit('/library/9')).statusCode).toBe(200);

    const hidden = (await call(app, owner, 'POST', '/api/libraries', { name: 'Private shelf' })).json() as { id: number };
    expect((await visit(`/library/${hidden.id}`)).statusCode).toBe(404);
    const link = (await share(app, owner, { itemType: 'library', itemId: String(hidden.id), isAnonymous: true })).link!;
    expect(link.url).toBe(`http://sites.test/library/${hidden.id}?share=${link.token}`);
    const viaLink = await visit(`/library/${hidden.id}?share=${link.token}`);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.body).toContain('Private shelf');
    expect(viaLink.headers['referrer-policy']).toBe('no-referrer');
    expect(viaLink.body).toContain('noindex');
    expect((await visit(`/library/${hidden.id}?share=${'x'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('comments under a published page', () => {
  it('are rendered on the server when the folio has a comment section, newest first with replies; hidden ones vanish', async () => {
    const owner = await person(db, 'Owner');
    const reader = await person(db, 'Reader');
    const folio = await publicPublished(app, db, owner, 'Talk');
    const pageUrl = `/folio/${folio.id}/page/p1`;
    expect((await visit(pageUrl)).body).not.toContain('fo-comments');
    await setRoot(db, folio.id, { hasCommentSection: true });
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
    const first = await visit(pageUrl);
    expect(first.body).toContain('No comments yet');
    expect(first.body).toContain(`http://app.test/folios/${folio.id}/comments`);

    const c = await call(app, reader, 'POST', '/api/comments', { folioId: folio.id, authorId: reader.user.id, body: 'Lovely <b>page</b>' });
    expect(c.statusCode, c.body).toBe(201);
    const comment = c.json() as { id: string };
    await call(app, owner, 'POST', '/api/comments', { folioId: folio.id, authorId: owner.user.id, body: 'Thank you!', inReplyToId: comment.id });
    const withComments = await visit(pageUrl);
    expect(withComments.headers.etag).not.toBe(first.headers.etag);
    expect(withComments.body).toContain('Lovely &lt;b&gt;page&lt;/b&gt;');
    expect(withComments.body).toContain('<strong>Reader</strong>');
    expect(withComments.body).toContain('Thank you!');

    expect((await call(app, owner, 'PATCH', `/api/comments/${comment.id}`, { status: 'hidden' })).statusCode).toBe(200);
    const hidden = await visit(pageUrl);
    expect(hidden.body).not.toContain('Lovely');
    expect(hidden.body).toContain('Comment removed');
    expect(hidden.body).toContain('Thank you!');
  });
});

describe('comments on a website page', () => {
  it('show under the page of a folio with a comment section, and a new comment changes the page', async () => {
    const owner = await person(db, 'Owner');
    const reader = await person(db, 'Reader');
    const folio = await privateFolio(db, owner, 'Club news');
    await setRoot(db, folio.id, { isPublic: true, hasCommentSection: true });
    await db.execute(`update folios set is_public = true where id = '${folio.id}'`);
    expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
    const website = await buildWebsite(db, { authorId: owner.user.id, publishedAt: new Date(), pages: [{ folioId: folio.id, slug: 'news' }] });
    const before = await visit(`/site/${website.slug}/news`);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('No comments yet');
    await call(app, reader, 'POST', '/api/comments', { folioId: folio.id, authorId: reader.user.id, body: 'See you Sunday' });
    const after = await visit(`/site/${website.slug}/news`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('See you Sunday');
  });
});
