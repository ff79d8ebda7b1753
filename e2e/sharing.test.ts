// Two people working together (issue 12): A shares a folio with B at edit-content level; B finds it under "Shared
// with you", edits its content, cannot change its settings and the editor says why; A revokes and B loses access
// on the next request. An anonymous link opens a private folio for a guest until revoked.
import path from 'node:path';
import type { FolioDocument } from '@folio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, sitesUrl } from './api.ts';
import { axeViolations } from './axe.ts';
import { SHOTS, baseUrl, signIn, useBrowser } from './helpers.ts';
import { textPage, verifiedAccount, type Account } from './people.ts';

const browser = useBrowser();
let a: Account;
let b: Account;
let folioId = '';

beforeAll(async () => {
  a = await verifiedAccount('Ada Owner');
  b = await verifiedAccount('Bea Sharee');
  const created = await api<FolioDocument & { id: string; version: number }>(a.token, 'POST', '/api/folios', { name: 'Team plan' });
  folioId = created.id;
}, 120_000);

describe('sharing a folio between two people, in Chromium', () => {
  it('A shares at edit-content level from the dashboard; B edits content but not settings; A revokes', async () => {
    const ctxA = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const pageA = await ctxA.newPage();
    await signIn(pageA, a);
    const row = pageA.locator(`[data-testid="folio-row"][data-folio-id="${folioId}"]`);
    await row.getByTestId('folio-actions').click();
    await pageA.getByTestId('folio-share').click();
    const dialog = pageA.getByRole('dialog');
    await dialog.getByTestId('share-target').waitFor();
    await pageA.getByTestId('share-accounts').click();
    await pageA.keyboard.type('Bea Sh');
    await pageA.getByRole('option', { name: 'Bea Sharee' }).click();
    await pageA.getByTestId('share-level').click();
    await pageA.getByRole('option', { name: 'Can edit content', exact: true }).click();
    await pageA.getByTestId('share-submit').click();
    await pageA.getByTestId('share-done').waitFor();
    await dialog.locator('[data-testid="share-access-row"][data-permittee="Bea Sharee"]').waitFor();
    await pageA.screenshot({ path: path.join(SHOTS, 'share-dialog-1280.png') });

    const ctxB = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const pageB = await ctxB.newPage();
    await signIn(pageB, b);
    const shared = pageB.locator(`[data-testid="shared-row"][data-item-id="${folioId}"]`);
    await shared.waitFor();
    expect(await shared.innerText()).toContain('From Ada Owner');
    expect(await shared.innerText()).toContain('Can edit content');
    await pageB.getByTestId('bell').click();
    await pageB.getByTestId('bell-item').filter({ hasText: 'shared “Team plan” with you' }).waitFor();
    await pageB.screenshot({ path: path.join(SHOTS, 'shared-with-you-568.png') });
    await pageB.keyboard.press('Escape');
    await shared.getByTestId('shared-open').click();
    await pageB.getByTestId('editor').waitFor();
    const notice = pageB.getByTestId('editor-rights-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain("Cannot modify this folio's settings");
    // Settings are read-only: the name field cannot be typed into.
    expect(await pageB.getByTestId('folio-name').getAttribute('readonly')).not.toBeNull();
    await pageB.screenshot({ path: path.join(SHOTS, 'shared-editor-568.png') });

    // The content edit B is allowed (through the API the editor's autosave uses).
    const doc = await api<FolioDocument & { version: number; canEditContent: boolean; canEditSettings: boolean }>(b.token, 'GET', `/api/folios/${folioId}?forEditing=true`);
    expect(doc.canEditContent).toBe(true);
    expect(doc.canEditSettings).toBe(false);
    const page = doc.root.pages[0]!;
    const renamed = await fetch(`${baseUrl}/api/folios/${folioId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
      body: JSON.stringify({ baseVersion: doc.version, log: [{ action: 'update', path: 'root.name' }], root: { name: 'Taken over' } }),
    });
    expect(renamed.status).toBe(403);
    const edited = await fetch(`${baseUrl}/api/folios/${folioId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
      body: JSON.stringify({ baseVersion: doc.version, log: [{ action: 'update', path: `nodes.${page}.name` }], nodes: { [page]: { ...doc.nodes[page], name: 'Edited by Bea' } } }),
    });
    expect(edited.status).toBe(200);

    // A revokes from the dialog; B's next request is refused.
    await dialog.locator('[data-testid="share-access-row"][data-permittee="Bea Sharee"]').getByTestId('share-access-remove').click();
    await pageA.getByTestId('share-access-empty').waitFor();
    const after = await fetch(`${baseUrl}/api/folios/${folioId}?readOnly=true`, { headers: { authorization: `Bearer ${b.token}` } });
    expect(after.status).toBe(404);
    await pageB.goto(`${baseUrl}/home`);
    await pageB.getByTestId('dashboard-shared').getByText('Nothing shared yet').waitFor();
    await ctxA.close();
    await ctxB.close();
  });

  it('an anonymous link opens a private published folio for a guest, and stops working when revoked', async () => {
    const made = await api<FolioDocument & { id: string; version: number }>(a.token, 'POST', '/api/folios', { name: 'Private notes' });
    const pageId = made.root.pages[0]!;
    const nodes = Object.fromEntries(textPage(pageId, 'Notes', '<p>Only for people with the link</p>').map((n) => [n.id, n]));
    await api(a.token, 'PATCH', `/api/folios/${made.id}`, { baseVersion: made.version, log: [{ action: 'insert' }], nodes: { ...made.nodes, ...nodes }, replaceNodes: true });
    await api(a.token, 'PATCH', `/api/folios/${made.id}/publish`, {});

    const ctxA = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const pageA = await ctxA.newPage();
    await signIn(pageA, a);
    await pageA.goto(`${baseUrl}/folios/${made.id}/edit`);
    await pageA.getByTestId('editor-share').click();
    await pageA.getByTestId('share-link-create').click();
    const url = await pageA.getByTestId('share-link-url').inputValue();
    expect(url).toMatch(new RegExp(`^${sitesUrl}/folio/${made.id}/page/${pageId}\\?share=[A-Za-z0-9_-]{43}$`));

    const guest = await browser().newContext({ viewport: { width: 568, height: 900 } });
    const visitor = await guest.newPage();
    const plain = await visitor.goto(`${sitesUrl}/folio/${made.id}/page/${pageId}`);
    expect(plain?.status()).toBe(404);
    const opened = await visitor.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await visitor.screenshot({ path: path.join(SHOTS, 'share-link-guest-568.png') });

    // The dialog, still open, counts the guest's visit without being reopened.
    await pageA.getByTestId('share-link-row').getByText('opened once').waitFor({ timeout: 15_000 });
    await pageA.screenshot({ path: path.join(SHOTS, 'share-link-owner-1280.png') });
    // Revoking asks first; Cancel keeps the link.
    await pageA.getByTestId('share-link-revoke').click();
    const confirm = pageA.getByRole('dialog', { name: 'Revoke this link?' });
    await confirm.waitFor();
    await pageA.waitForTimeout(400); // the dialog's fade-in, which axe would measure half-transparent
    expect(await axeViolations(pageA, ['[role="dialog"]'])).toEqual([]);
    await pageA.screenshot({ path: path.join(SHOTS, 'share-link-revoke-1280.png') });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await pageA.getByTestId('share-link-row').count()).toBe(1);
    await pageA.getByTestId('share-link-revoke').click();
    await pageA.getByTestId('share-link-revoke-confirm').click();
    await pageA.getByTestId('share-link-row').waitFor({ state: 'detached' });
    // The revoked link is no longer offered to copy.
    expect(await pageA.getByTestId('share-link-url').count()).toBe(0);
    const revoked = await visitor.goto(url);
    expect(revoked?.status()).toBe(404);
    await ctxA.close();

    // At 568 px, from the dashboard: the same question before revoking.
    const small = await browser().newContext({ viewport: { width: 568, height: 900 }, bypassCSP: true });
    const phone = await small.newPage();
    await signIn(phone, a);
    await phone.locator(`[data-testid="folio-row"][data-folio-id="${made.id}"]`).getByTestId('folio-actions').click();
    await phone.getByTestId('folio-share').click();
    await phone.getByTestId('share-link-create').click();
    await phone.getByTestId('share-link-row').waitFor();
    await phone.getByTestId('share-link-revoke').click();
    await phone.getByRole('dialog', { name: 'Revoke this link?' }).waitFor();
    await phone.waitForTimeout(400);
    expect(await axeViolations(phone, ['[role="dialog"]'])).toEqual([]);
    await phone.screenshot({ path: path.join(SHOTS, 'share-link-revoke-568.png') });
    await phone.getByTestId('share-link-revoke-confirm').click();
    await phone.getByTestId('share-link-row').waitFor({ state: 'detached' });
    expect(await phone.getByTestId('share-link-url').count()).toBe(0);
    await small.close();
    await guest.close();
  });
});
