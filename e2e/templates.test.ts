// Templates (issue 13, the free part): A offers a public folio as a free template from its settings; B, new and
// without folios, follows "Browse templates", previews it and makes a copy of their own, which opens in the editor.
import path from 'node:path';
import type { FolioDocument } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
let a: Account;
let b: Account;
let folioId = '';

beforeAll(async () => {
  a = await verifiedAccount('Tess Template');
  b = await verifiedAccount('Newt Newcomer');
  const made = await api<FolioDocument & { id: string; version: number }>(a.token, 'POST', '/api/folios', { name: `Event flyer ${Date.now()}` });
  folioId = made.id;
  const pageId = made.root.pages[0]!;
  const nodes = Object.fromEntries(textPage(pageId, 'Flyer', '<h1>Your event</h1><p>Date, place, why to come.</p>').map((n) => [n.id, n]));
  await api(a.token, 'PATCH', `/api/folios/${made.id}`, { baseVersion: made.version, log: [{ action: 'insert' }], root: { isPublic: true, summary: 'A one-page flyer' }, nodes: { ...made.nodes, ...nodes }, replaceNodes: true });
  await api(a.token, 'PATCH', `/api/folios/${made.id}/publish`, {});
}, 120_000);

describe('templates, in Chromium', () => {
  it('A offers a folio as a free template; B finds it from the empty dashboard and gets an own copy', async () => {
    const ctxA = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const pageA = await ctxA.newPage();
    await signIn(pageA, a);
    await pageA.goto(`${baseUrl}/folios/${folioId}/edit`);
    await pageA.getByTestId('folio-settings-open').click();
    await pageA.getByTestId('template-offer-switch').click();
    await pageA.getByTestId('template-offer-license').waitFor();
    await pageA.screenshot({ path: path.join(SHOTS, 'template-offer-1280.png') });
    await ctxA.close();

    const ctxB = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const pageB = await ctxB.newPage();
    await signIn(pageB, b);
    await pageB.getByTestId('dashboard-templates-cta').click();
    const card = pageB.locator(`[data-testid="template-card"][data-folio-id="${folioId}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('By Tess Template');
    await pageB.screenshot({ path: path.join(SHOTS, 'templates-568.png') });
    await card.getByTestId('template-use').click();
    await pageB.waitForURL(/\/folios\/[0-9a-f-]{36}\/edit$/);
    const copyId = /\/folios\/([0-9a-f-]{36})\/edit$/.exec(pageB.url())![1]!;
    expect(copyId).not.toBe(folioId);
    await pageB.getByTestId('editor').waitFor();
    const copy = await api<{ root: { authorId: string; originalAuthorId: string; isPublic: boolean }; isTemplateBased: boolean; canEditContent: boolean }>(b.token, 'GET', `/api/folios/${copyId}?forEditing=true`);
    expect(copy.root).toMatchObject({ authorId: b.userId, originalAuthorId: a.userId, isPublic: false });
    expect(copy).toMatchObject({ isTemplateBased: true, canEditContent: true });
    await pageB.goto(`${baseUrl}/home`);
    await pageB.locator(`[data-testid="folio-row"][data-folio-id="${copyId}"]`).waitFor();
    await ctxB.close();
  });
});
