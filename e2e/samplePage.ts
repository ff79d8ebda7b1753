// A published sample page made through the real HTTP API, as an author makes one in the editor: a heading and a
// paragraph, an image uploaded as a PNG through tus (an asset of the user), an accordion and a small form (a text
// field, a multiple choice and a submit button). Shared by the sites and Lighthouse benchmarks and the Lighthouse
// e2e test.
import { createNode, insertNode, type FolioDocument, type NodeKind, type NodeOfKind } from '@folio/model';
import type pg from 'pg';
import sharp from 'sharp';

export interface SamplePage {
  folioId: string;
  pageId: string;
  /** the page on the sites origin, e.g. http://127.0.0.1:PORT/folio/{id}/page/{pageId} */
  url: string;
  /** the uploaded image's blob id (served at /blob/{id}) */
  blobId: string;
}

/** The sites origin of a server started with the defaults: the app's port on 127.0.0.1. */
export const sitesOriginOf = (appUrl: string): string => appUrl.replace('//localhost', '//127.0.0.1');

async function api<T>(appUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${appUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in through the public API: the access token and the user's id. */
export async function signInToken(appUrl: string, account: { email: string; password: string }): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${appUrl}/public/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string; currentUserId: string };
  return { token: body.accessToken, userId: body.currentUserId };
}

/** A 1200 × 675 PNG with a soft gradient (a photo-like picture that does not compress to nothing). */
export async function samplePng(): Promise<Buffer> {
  const width = 1200;
  const height = 675;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = 40 + Math.round((x / width) * 160);
      pixels[i + 1] = 90 + Math.round((y / height) * 100);
      pixels[i + 2] = 160 + Math.round(((x + y) % 97) / 4);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** Uploads a file through tus with an upload token and makes an asset of it; answers the asset and blob ids. */
export async function uploadAsset(
  appUrl: string,
  token: string,
  file: { bytes: Buffer; contentType: string; title: string },
): Promise<{ assetId: string; blobId: string }> {
  const size = file.bytes.length;
  const issued = await api<{ token: string; uuid: string }>(
    appUrl,
    token,
    'GET',
    `/api/assets/upload-token?fileSize=${size}&contentType=${encodeURIComponent(file.contentType)}`,
  );
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${issued.token}` };
  const created = await fetch(`${appUrl}/uploads/`, { method: 'POST', headers: { ...tus, 'upload-length': String(size) } });
  if (created.status !== 201) throw new Error(`tus POST answered ${created.status}: ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, appUrl).href;
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(file.bytes),
  });
  if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}: ${await patched.text()}`);
  const asset = await api<{ id: string }>(appUrl, token, 'POST', '/api/assets', { uuid: issued.uuid, title: file.title });
  return { assetId: asset.id, blobId: issued.uuid };
}

/**
 * Waits (at most 30 s) until an uploaded image's thumbnail exists: it is made after the upload is answered,
 * together with the display copy published pages show.
 */
export async function imageProcessed(appUrl: string, blobId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${appUrl}/blob/${blobId}/thumbnail`, { method: 'HEAD' })).status !== 200) {
    if (Date.now() > deadline) throw new Error(`no thumbnail of ${blobId} after 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Builds the sample document on the folio's first page. */
function sampleDocument(base: FolioDocument, image: { assetId: string; blobId: string }): FolioDocument {
  let doc = base;
  const pageId = doc.root.pages[0]!;
  const put = <K extends NodeKind>(parentId: string, kind: K, overrides: Partial<Omit<NodeOfKind<K>, 'kind'>> = {}): string => {
    const node = createNode(kind, overrides);
    doc = insertNode(doc, { parentId, node });
    return node.id;
  };
  const tile = put(pageId, 'tile');
  const layout = put(tile, 'layout');
  const column = put(layout, 'column');
  const block = <K extends NodeKind>(kind: K, overrides: Partial<Omit<NodeOfKind<K>, 'kind'>> = {}) => put(put(column, 'block'), kind, overrides);

  block('text-resource', {
    html:
      '<h1>Spring garden open day</h1>' +
      '<p>Join us on <strong>Saturday, May 9</strong> for tours of the rose beds, a seed swap and tea in the greenhouse. ' +
      'Everyone is welcome; the paths are step-free and there is seating along the way.</p>',
  });
  block('asset-resource', { assetId: image.assetId, url: `/blob/${image.blobId}`, name: 'The rose garden in May' });
  block('accordion-widget', {
    meta: {
      allowMultipleOpen: false,
      panels: [
        panel('when', 'When and where', '<p>From 10 am to 4 pm at the community garden, 12 Elm Street.</p>', false),
        panel('bring', 'What to bring', '<p>Seeds to swap, a cup for tea and sturdy shoes.</p>', true),
        panel('access', 'Accessibility', '<p>All paths are paved; the greenhouse has a ramp.</p>', true),
      ],
    },
  });
  const name = block('text-widget', { name: 'name', required: true, label: { position: 'top', text: 'Your name' } });
  const email = block('text-widget', {
    name: 'email',
    label: { position: 'top', text: 'Email' },
    meta: { dataValidationType: 'email', format: 'single', instructions: 'We send a reminder the day before.' },
  });
  const visit = block('multiple-choice-widget', {
    name: 'visit',
    label: { position: 'top', text: 'Which tour would you like?' },
    meta: {
      acceptMultiple: false,
      display: 'checkbox',
      format: 'asEntered',
      randomize: false,
      options: [
        { value: 'roses', option: { type: 'text', text: 'The rose beds' } },
        { value: 'greenhouse', option: { type: 'text', text: 'The greenhouse' } },
        { value: 'seeds', option: { type: 'text', text: 'The seed library' } },
      ],
    },
  });
  block('button-widget', {
    meta: {
      action: { click: { type: 'submit', status: 'idle', widgetIds: [name, email, visit] } },
      appearance: { text: 'Sign up', icon: 'send', useText: true },
    },
  });
  return doc;
}

function panel(id: string, title: string, content: string, collapsedByDefault: boolean) {
  return { id, title, content, collapsedByDefault, arrowColor: '', titleBgColor: '', contentBgColor: '' };
}

/**
 * Uploads the image, creates the folio with the sample content (public), publishes it and answers where it is
 * served. `appUrl` is the app origin (http://localhost:PORT); `token` a signed-in user's access token.
 */
export async function publishSamplePage(appUrl: string, token: string, name = 'Spring garden open day'): Promise<SamplePage> {
  const image = await uploadAsset(appUrl, token, { bytes: await samplePng(), contentType: 'image/png', title: 'Rose garden' });
  await imageProcessed(appUrl, image.blobId);
  const folio = await api<FolioDocument & { id: string; version: number }>(appUrl, token, 'POST', '/api/folios', { name });
  const doc = sampleDocument({ schemaVersion: folio.schemaVersion, root: folio.root, nodes: folio.nodes }, image);
  await api(appUrl, token, 'PATCH', `/api/folios/${folio.id}`, {
    baseVersion: folio.version,
    log: [{ action: 'insert' }],
    root: { ...doc.root, isPublic: true },
    nodes: doc.nodes,
    replaceNodes: true,
  });
  await api(appUrl, token, 'PATCH', `/api/folios/${folio.id}/publish`, {});
  const pageId = doc.root.pages[0]!;
  return {
    folioId: folio.id,
    pageId,
    url: `${sitesOriginOf(appUrl)}/folio/${folio.id}/page/${pageId}`,
    blobId: image.blobId,
  };
}

/**
 * A published website (there is no websites API yet: its rows are written as the API will write them, as
 * routes/sites/testing.ts does) whose one page, in its menu, is the sample folio; no header part, so the page shows
 * the default header (the website's name and menu). Answers the page's URL on the sites origin.
 */
export async function publishSampleWebsite(
  db: pg.Client,
  appUrl: string,
  site: { authorId: string; folioId: string; slug: string; name?: string },
): Promise<string> {
  const menu = await db.query<{ id: number }>(
    `INSERT INTO libraries (owner_id, name, library_type) VALUES ($1, 'Menu', 'folio') RETURNING id`,
    [site.authorId],
  );
  const menuId = menu.rows[0]!.id;
  const website = await db.query<{ id: string }>(
    `INSERT INTO websites (author_id, name, slug, menu_library_id, published_at) VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [site.authorId, site.name ?? 'Garden Club', site.slug, menuId],
  );
  const websiteId = website.rows[0]!.id;
  await db.query('UPDATE libraries SET website_id = $1 WHERE id = $2', [websiteId, menuId]);
  await db.query(`INSERT INTO website_pages (website_id, folio_id, slug, idx) VALUES ($1, $2, 'open-day', 0)`, [websiteId, site.folioId]);
  await db.query(`INSERT INTO library_items (library_id, item_id, item_type, idx) VALUES ($1, $2, 'folio', 0)`, [menuId, site.folioId]);
  return `${sitesOriginOf(appUrl)}/site/${encodeURIComponent(site.slug)}/open-day`;
}
