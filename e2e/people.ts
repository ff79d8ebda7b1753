// People for the e2e tests: a second (and third) verified account made through the API and the dev outbox.
import { createNode, type FolioNode } from '@folio/model';
import { adminToken, api } from './api.ts';
import { signIn as apiSignIn } from './client.ts';
import { baseUrl } from './helpers.ts';

export interface Account {
  email: string;
  password: string;
  userId: string;
  token: string;
}

/** Registers, follows the verification link from the outbox (read as the super admin), signs in. */
export async function verifiedAccount(displayName: string): Promise<Account> {
  const email = `${displayName.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  const password = 'a long and unusual passphrase';
  const res = await fetch(`${baseUrl}/public/api/register`, {
    method: 'POST',
    // A server that does not answer fails the step that asked, not the whole test at its timeout.
    signal: AbortSignal.timeout(30_000),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`register ${res.status}: ${await res.text()}`);
  await verifyFromOutbox(email);
  const { token, userId } = await apiSignIn(baseUrl, { email, password });
  return { email, password, userId, token };
}

/** Follows the verification link the outbox holds for `email` (read as the super admin), as its holder would. */
export async function verifyFromOutbox(email: string): Promise<void> {
  const admin = await adminToken();
  const outbox = await api<{ items: Array<{ to: string; text: string }> }>(admin, 'GET', '/api/admin/outbox?first=50');
  const mail = outbox.items.find((m) => m.to === email);
  const m = mail && /\/verify\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error(`no verification mail to ${email}`);
  const verify = await fetch(`${baseUrl}/public/api/verify/${m[1]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: m[2] }), signal: AbortSignal.timeout(30_000) });
  if (verify.status !== 200) throw new Error(`verify ${verify.status}`);
}

/** A page (id `pageId`) holding one text block: what a folio's page needs to show `html`. */
export function textPage(pageId: string, name: string, html: string): FolioNode[] {
  const text = createNode('text-resource', { html });
  const block = createNode('block', { resource: text.id });
  const column = createNode('column', { children: [block.id] });
  const layout = createNode('layout', { children: [column.id] });
  const tile = createNode('tile', { children: [layout.id] });
  return [createNode('page', { id: pageId, name, children: [tile.id] }), tile, layout, column, block, text];
}
