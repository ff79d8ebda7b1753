// A published sample page made through the real HTTP API, as an author makes one in the editor: a heading and a
// paragraph, an image uploaded as a PNG through tus (an asset of the user), an accordion and a small form (a text
// field, a multiple choice and a submit button). Shared by the sites and Lighthouse benchmarks and the Lighthouse
// e2e test.
import { createNode, insertNode, type FolioDocument, type NodeKind, type NodeOfKind, type Website } from '@folio/model';
import sharp from 'sharp';
import { apiCall, sitesOriginOf, uploadFile } from './client.ts';

export interface SamplePage {
  folioId: string;
  pageId: string;
  /** the page on the sites origin, e.g. http://127.0.0.1:PORT/folio/{id}/page/{pageId} */
  url: string;
  /** the uploaded image's blob id (served at /blob/{id}) */
  blobId: string;
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

/** Uploads an image and makes an asset of it; answers the asset and blob ids. */
async function uploadAsset(appUrl: string, token: string, bytes: Buffer, title: string): Promise<{ assetId: string; blobId: string }> {
  const blobId = await uploadFile(appUrl, token, bytes, 'image/png');
  const asset = await apiCall<{ id: string }>(appUrl, token, 'POST', '/api/assets', { uuid: blobId, title });
  return { assetId: asset.id, blobId };
}

/**
 * Waits (at most 30 s) until an uploaded image's thumbnail exists: it is made after the upload is answered,
 * together with the display copy published pages show.
 */
export async function imageProcessed(appUrl: string, token: string, blobId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  // Not published yet, so the file is its uploader's alone: asked with their token.
  const headers = { authorization: `Bearer ${token}` };
  while ((await fetch(`${appUrl}/blob/${blobId}/thumbnail`, { method: 'HEAD', headers })).status !== 200) {
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
  block('asset-resource', { assetId: image.assetId, url: `/blob/${image.blobId}`, name: 'The rose garden in May', alt: 'Rose beds in bloom along a gravel path' });
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
  const image = await uploadAsset(appUrl, token, await samplePng(), 'Rose garden');
  await imageProcessed(appUrl, token, image.blobId);
  const folio = await apiCall<FolioDocument & { id: string; version: number }>(appUrl, token, 'POST', '/api/folios', { name });
  const doc = sampleDocument({ schemaVersion: folio.schemaVersion, root: folio.root, nodes: folio.nodes }, image);
  await apiCall(appUrl, token, 'PATCH', `/api/folios/${folio.id}`, {
    baseVersion: folio.version,
    log: [{ action: 'insert' }],
    root: { ...doc.root, isPublic: true },
    nodes: doc.nodes,
    replaceNodes: true,
  });
  await apiCall(appUrl, token, 'PATCH', `/api/folios/${folio.id}/publish`, {});
  const pageId = doc.root.pages[0]!;
  return {
    folioId: folio.id,
    pageId,
    url: `${sitesOriginOf(appUrl)}/folio/${folio.id}/page/${pageId}`,
    blobId: image.blobId,
  };
}

/**
 * A website published through the API whose one page, in its menu, is the sample folio; no header part, so the
 * page shows the default header (the website's name and menu). Answers the page's URL on the sites origin.
 */
export async function publishSampleWebsite(appUrl: string, token: string, site: { folioId: string; slug: string; name?: string }): Promise<string> {
  const created = await apiCall<Website>(appUrl, token, 'POST', '/api/websites', { name: site.name ?? 'Garden Club', slug: site.slug });
  await apiCall(appUrl, token, 'PATCH', `/api/websites/${created.id}`, {
    pages: [{ folioId: site.folioId, slug: 'open-day' }],
    defaultPageFolioId: site.folioId,
    description: 'The garden club of our town: open days, tours and the seed library.',
  });
  await apiCall(appUrl, token, 'POST', `/api/websites/${created.id}/publish`);
  return `${sitesOriginOf(appUrl)}/site/${encodeURIComponent(site.slug)}/open-day`;
}
