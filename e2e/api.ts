// API calls the e2e tests make as the seeded admin: sign in, build and publish a folio, upload an image.
import http from 'node:http';
import { createFolio, type FolioDocument, type FolioNode } from '@folio/model';
import sharp from 'sharp';
import { ADMIN } from './fixtures.ts';
import { baseUrl } from './helpers.ts';

/** The sites origin: the app's port on 127.0.0.1 (SITES_ORIGIN's default), served by the same process. */
export const sitesUrl = baseUrl.replace('localhost', '127.0.0.1');

export async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl}/public/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/**
 * Creates a folio whose page holds `nodes` (page p1 is replaced by the folio's own page id), makes it public
 * (with `url` when given), saves and publishes it. Answers the folio id and its page id.
 */
export async function publishFolio(
  token: string,
  name: string,
  build: (pageId: string) => FolioNode[],
  { url = null as string | null } = {},
): Promise<{ id: string; pageId: string }> {
  const created = await api<FolioDocument & { id: string; version: number }>(token, 'POST', '/api/folios', { name });
  const pageId = created.root.pages[0]!;
  const nodes = Object.fromEntries(build(pageId).map((n) => [n.id, n]));
  const template = createFolio(created.root.authorId);
  await api(token, 'PATCH', `/api/folios/${created.id}`, {
    baseVersion: created.version,
    log: [{ action: 'insert' }],
    root: { ...created.root, isPublic: true, url, description: template.root.description || `${name}, published with Folio` },
    nodes: { ...created.nodes, ...nodes },
    replaceNodes: true,
  });
  await api(token, 'PATCH', `/api/folios/${created.id}/publish`, {});
  return { id: created.id, pageId };
}

function tus(url: string, method: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(res.headers.location ? { location: res.headers.location } : {}) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Uploads a generated PNG (width × height, one colour) through the upload token and tus; answers its /blob URL. */
export async function uploadPng(token: string, width: number, height: number, colour: string): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  const { token: uploadToken } = await api<{ token: string }>(token, 'GET', `/api/assets/upload-token?fileSize=${bytes.length}`);
  const auth = { authorization: `Bearer ${uploadToken}` };
  const created = await tus(`${baseUrl}/uploads/`, 'POST', {
    ...auth,
    'upload-length': String(bytes.length),
    'upload-metadata': `filetype ${Buffer.from('image/png').toString('base64')}`,
  });
  if (created.status !== 201 || !created.location) throw new Error(`tus POST answered ${created.status}`);
  const location = new URL(created.location, baseUrl).href;
  const patched = await tus(location, 'PATCH', { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes);
  if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}`);
  return `/blob/${location.split('/').pop()}`;
}
