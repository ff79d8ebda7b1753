// API calls the e2e tests make as the seeded admin: sign in, build and publish a folio, upload an image.
import { createFolio, type FolioDocument, type FolioNode, type FolioRoot } from '@folio/model';
import sharp from 'sharp';
import { apiCall, signIn, sitesOriginOf, uploadFile } from './client.ts';
import { ADMIN } from './fixtures.ts';
import { baseUrl } from './helpers.ts';

/** The sites origin: the app's port on 127.0.0.1 (SITES_ORIGIN's default), served by the same process. */
export const sitesUrl = sitesOriginOf(baseUrl);

export async function adminToken(): Promise<string> {
  return (await signIn(baseUrl, ADMIN)).token;
}

export const api = <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => apiCall<T>(baseUrl, token, method, path, body);

/**
 * Creates a folio whose page holds `nodes` (page p1 is replaced by the folio's own page id), makes it public
 * (with `url` when given), saves and publishes it, on the e2e server or the one at `appUrl`. Answers the folio id
 * and its page id.
 */
export async function publishFolio(
  token: string,
  name: string,
  build: (pageId: string) => FolioNode[],
  { url = null as string | null, appUrl = baseUrl, root = {} as Partial<FolioRoot> } = {},
): Promise<{ id: string; pageId: string }> {
  const api = <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => apiCall<T>(appUrl, token, method, path, body);
  const created = await api<FolioDocument & { id: string; version: number }>(token, 'POST', '/api/folios', { name });
  const pageId = created.root.pages[0]!;
  const nodes = Object.fromEntries(build(pageId).map((n) => [n.id, n]));
  const template = createFolio(created.root.authorId);
  await api(token, 'PATCH', `/api/folios/${created.id}`, {
    baseVersion: created.version,
    log: [{ action: 'insert' }],
    root: { ...created.root, isPublic: true, url, description: template.root.description || `${name}, published with Folio`, ...root },
    nodes: { ...created.nodes, ...nodes },
    replaceNodes: true,
  });
  await api(token, 'PATCH', `/api/folios/${created.id}/publish`, {});
  return { id: created.id, pageId };
}

/** Uploads a generated PNG (width × height, one colour) through the upload token and tus; answers its /blob URL. */
export async function uploadPng(token: string, width: number, height: number, colour: string): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  return `/blob/${await uploadFile(baseUrl, token, bytes, 'image/png')}`;
}
