// Following and comments between two people (issue 12): B follows A from A's public profile; A's next public folio
// is first in B's feed; B comments on A's page in the app, A replies, A hides a comment; notifications appear.
import path from 'node:path';
import type { FolioDocument } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, sitesUrl } from './api.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
let a: Account;
let b: Account;

/** A's public folio with a comment section, published. */
async function publicFolioOfA(name: string): Promise<{ id: string; pageId: string }> {
  const made = await api<FolioDocument & { id: string; version: number }>(a.token, 'POST', '/api/folios', { name });
  const pageId = made.root.pages[0]!;
  const nodes = Object.fromEntries(textPage(pageId, name, `<p>${name}: thoughts worth sharing.</p>`).map((n) => [n.id, n]));
  await api(a.token, 'PATCH', `/api/folios/${made.id}`, {
    baseVersion: made.version,
    log: [{ action: 'insert' }],
    root: { isPublic: true, hasCommentSection: true, summary: `About ${name}` },
    nodes: { ...made.nodes, ...nodes },
    replaceNodes: true,
  });
  await api(a.token, 'PATCH', `/api/folios/${made.id}/publish`, {});
  return { id: made.id, pageId };
}

beforeAll(async () => {
  a = await verifiedAccount('Ada Author');
  b = await verifiedAccount('Ben Reader');
  await api(a.token, 'PATCH', `/api/usersR1/${a.userId}`, { friendlyUrl: `ada-${Date.now()}`, profileSummary: 'I write about engines.' });
}, 120_000);

describe('follows, the feed and comments, in Chromium', () => {
  it('B follows A from the public profile; A’s next folio leads B’s feed; comments, a reply, a hidden comment, notifications', async () => {
    const profile = await api<{ friendlyUrl: string }>(a.token, 'GET', '/api/users/me');
    const ctxB = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const pageB = await ctxB.newPage();
    await signIn(pageB, b);

    // A's public profile on the sites origin, its Follow link into the app.
    const visit = await pageB.goto(`${sitesUrl}/user/${profile.friendlyUrl}`);
    expect(visit?.status()).toBe(200);
    expect(await pageB.locator('h1').innerText()).toBe('Ada Author');
    expect(await pageB.content()).not.toContain(a.email);
    await pageB.screenshot({ path: path.join(SHOTS, 'profile-sites-1280.png') });
    await pageB.getByRole('link', { name: 'Follow Ada Author' }).click();
    await pageB.getByTestId('followed-toast').waitFor();
    expect(await pageB.getByTestId('person-follow').innerText()).toContain('Following');
    expect(await pageB.getByTestId('person-followers').innerText()).toBe('1 follower');
    await pageB.screenshot({ path: path.join(SHOTS, 'person-followed-1280.png') });

    // Someone else publishes after A's folio; A's still comes first in B's feed (people you follow first).
    const mine = await publicFolioOfA('Engines');
    const other = await verifiedAccount('Otto Other');
    const created = await api<FolioDocument & { id: string; version: number }>(other.token, 'POST', '/api/folios', { name: 'Later news' });
    await api(other.token, 'PATCH', `/api/folios/${created.id}`, { baseVersion: created.version, log: [{ action: 'update' }], root: { isPublic: true } });
    await api(other.token, 'PATCH', `/api/folios/${created.id}/publish`, {});
    await pageB.goto(`${baseUrl}/home`);
    const first = pageB.getByTestId('feed-post').first();
    await first.waitFor();
    expect(await first.getAttribute('data-folio-id')).toBe(mine.id);
    expect(await first.textContent()).toContain('Following');

    // The published page shows its comments and links to the app to write one.
    const pageUrl = `${sitesUrl}/folio/${mine.id}/page/${mine.pageId}`;
    await pageB.goto(pageUrl);
    await pageB.getByText('No comments yet').waitFor();
    await pageB.getByRole('link', { name: 'Write a comment' }).click();
    await pageB.getByTestId('comment-text').fill('Lovely engines, Ada.');
    await pageB.getByTestId('comment-send').click();
    await pageB.getByTestId('comment-body').filter({ hasText: 'Lovely engines, Ada.' }).waitFor();
    await pageB.getByTestId('comment-text').fill('A second, rude remark.');
    await pageB.getByTestId('comment-text').press('Control+Enter');
    await pageB.getByTestId('comment-body').filter({ hasText: 'rude remark' }).waitFor();
    // B likes the folio: one like, shown as given.
    await pageB.getByTestId('folio-like').click();
    await pageB.locator('[data-testid="folio-like"][aria-pressed="true"]').waitFor();
    // Its name starts with the count it shows, then says what it does (WCAG 2.5.3).
    expect(await pageB.getByTestId('folio-like').innerText()).toMatch(/^1\s+like, unlike$/);

    // A sees both in the bell, replies to the first and hides the second.
    const ctxA = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const pageA = await ctxA.newPage();
    await signIn(pageA, a);
    await pageA.getByTestId('bell').click();
    await pageA.getByTestId('bell-item').filter({ hasText: 'Ben Reader started following you' }).waitFor();
    await pageA.getByTestId('bell-item').filter({ hasText: 'Ben Reader commented on “Engines”' }).first().waitFor();
    await pageA.screenshot({ path: path.join(SHOTS, 'bell-568.png') });
    await pageA.getByTestId('bell-item').filter({ hasText: 'Lovely engines' }).click();
    const lovely = pageA.getByTestId('comment').filter({ hasText: 'Lovely engines' }).first();
    await lovely.getByTestId('comment-reply').click();
    await pageA.getByTestId('reply-text').fill('Thank you, Ben!');
    await pageA.getByTestId('reply-send').click();
    await pageA.getByTestId('comment-replies').getByText('Thank you, Ben!').waitFor();
    const rude = pageA.getByTestId('comment').filter({ hasText: 'rude remark' });
    await rude.getByTestId('comment-hide').click();
    await rude.getByTestId('comment-hidden-badge').waitFor();
    await pageA.screenshot({ path: path.join(SHOTS, 'comments-owner-568.png') });

    // Visitors see the reply and no longer the hidden comment.
    await pageB.goto(pageUrl);
    await pageB.getByText('Thank you, Ben!').waitFor();
    expect(await pageB.content()).not.toContain('rude remark');
    await pageB.screenshot({ path: path.join(SHOTS, 'comments-page-1280.png'), fullPage: true });

    // B is told of the reply.
    await pageB.goto(`${baseUrl}/home`);
    await pageB.getByTestId('bell').click();
    await pageB.getByTestId('bell-item').filter({ hasText: 'Ada Author replied on “Engines”' }).waitFor();
    await ctxA.close();
    await ctxB.close();
  });
});
