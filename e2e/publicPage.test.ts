import { createNode, insertNode, type FolioDocument } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { ADMIN } from './fixtures.ts';
import { baseUrl } from './helpers.ts';

// The sites origin is the app's port on 127.0.0.1 (SITES_ORIGIN's default), served by the same real process.
const sitesUrl = baseUrl.replace('localhost', '127.0.0.1');

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('a published page served by the real server process', () => {
  it('renders the published snapshot to HTML on the sites origin', async () => {
    const login = await fetch(`${baseUrl}/public/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const folio = await api<FolioDocument & { id: string; version: number }>(accessToken, 'POST', '/api/folios', { name: 'Published in e2e' });
    const pageId = folio.root.pages[0]!;
    let doc: FolioDocument = { schemaVersion: folio.schemaVersion, root: folio.root, nodes: folio.nodes };
    const tile = createNode('tile');
    const layout = createNode('layout');
    const column = createNode('column');
    const block = createNode('block');
    doc = insertNode(doc, { parentId: pageId, node: tile });
    doc = insertNode(doc, { parentId: tile.id, node: layout });
    doc = insertNode(doc, { parentId: layout.id, node: column });
    doc = insertNode(doc, { parentId: column.id, node: block });
    doc = insertNode(doc, { parentId: block.id, node: createNode('text-resource', { html: '<p>Hello, <strong>visitors</strong></p>' } as never) });
    await api(accessToken, 'PATCH', `/api/folios/${folio.id}`, {
      baseVersion: folio.version,
      log: [{ action: 'insert' }],
      root: { ...doc.root, isPublic: true },
      nodes: doc.nodes,
      replaceNodes: true,
    });
    await api(accessToken, 'PATCH', `/api/folios/${folio.id}/publish`, {});

    const res = await fetch(`${sitesUrl}/folio/${folio.id}/page/${pageId}`);
    const html = await res.text();
    expect(res.status, html.slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<strong>visitors</strong>');
    expect(html).toContain('<title>');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
