import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Asset, LibraryItemView } from '@folio/model';
import { add } from '@folio/model/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildAsset, buildBlob, buildUser, buildWebsite, tokenFor, type TestBlob } from '../../../test/factories.ts';
import { appSecrets, assets, blobs, publishedBlobs, users, websites } from '../../db/schema.ts';
import { call, person, share, type Person } from '../shares/testing.ts';
import { SIGNED_URL_WINDOW_SECONDS, signerWithKey } from '../../services/blobs/signedUrls.ts';
import { fetchForEditing, patchFolio } from '../folios/testing.ts';
import { publishedFolio, textDoc } from '../sites/testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const WEBP = Buffer.from('524946460000000057454250', 'hex');

/** Stores bytes for a blob row (and a thumbnail and display copy for images), as a finished upload would. */
async function stored<T extends { blobId: string | null } | TestBlob>(row: T, bytes = PNG): Promise<T> {
  const id = 'blobId' in row ? row.blobId! : row.id;
  await app.deps.blobs.put(id, Readable.from(bytes), { size: bytes.length, contentType: 'application/octet-stream' });
  for (const key of [`thumbnails/${id}.webp`, `display/${id}.webp`]) {
    await app.deps.blobs.put(key, Readable.from(WEBP), { size: WEBP.length, contentType: 'image/webp' });
  }
  return row;
}

async function privateImage() {
  const user = await buildUser(db);
  const token = await tokenFor(db, user.id);
  const id = randomUUID();
  // The thumbnail and display keys as the background job names them.
  const blob = await buildBlob(db, { id, ownerId: user.id, thumbnailKey: `thumbnails/${id}.webp`, displayKey: `display/${id}.webp`, displayWidth: 1, displayHeight: 1 });
  const asset = await stored(await buildAsset(db, { authorId: user.id, blobId: blob.id }));
  return { user, token, asset, blobId: asset.blobId! };
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const status = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).statusCode;

async function assetJson(token: string, id: string): Promise<Asset> {
  const res = await get(`/api/assets/${id}`, bearer(token));
  expect(res.statusCode).toBe(200);
  return res.json<Asset>();
}

const blobKey = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, 'blob-url')))[0]!.secret;

describe('/blob/{id} of a private file', () => {
  it('answers 404 to a request without a signature, like a file that does not exist', async () => {
    const { blobId } = await privateImage();
    for (const url of [`/blob/${blobId}`, `/blob/${blobId}/thumbnail`, `/blob/${blobId}/display`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await get('/blob/00000000-0000-4000-8000-000000000000')).json());
    }
  });

  it('serves the file, its thumbnail and its display copy through the signed URLs the asset API gives its owner', async () => {
    const { user, token, asset, blobId } = await privateImage();
    const json = await assetJson(token, asset.id);
    expect(json.data.url).toBe(`/blob/${blobId}`);
    for (const url of [json.blobUrl, json.blobUrlShort, json.thumbnailUrl!]) {
      expect(url).toMatch(new RegExp(`^/blob/${blobId}(/thumbnail)?\\?exp=\\d+&u=${user.id}&sig=[\\w-]{43}$`));
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    expect((await get(json.blobUrl)).rawPayload.equals(PNG)).toBe(true);
    expect((await get(json.thumbnailUrl!)).headers['content-type']).toBe('image/webp');
    const query = new URL(json.thumbnailUrl!, 'http://x').search;
    expect(await status(`/blob/${blobId}/display${query}`)).toBe(200);
  });

  it('signs URLs that expire one to two hours ahead on a whole hour, so they stay the same within an hour', async () => {
    const { token, asset } = await privateImage();
    const now = Math.floor(Date.now() / 1000);
    const exp = Number(new URL((await assetJson(token, asset.id)).blobUrl, 'http://x').searchParams.get('exp'));
    expect(exp % SIGNED_URL_WINDOW_SECONDS).toBe(0);
    expect(exp).toBeGreaterThan(now + SIGNED_URL_WINDOW_SECONDS - 5);
    expect(exp).toBeLessThanOrEqual(now + 2 * SIGNED_URL_WINDOW_SECONDS + 5);
    expect((await assetJson(token, asset.id)).blobUrl).toBe((await assetJson(token, asset.id)).blobUrl);
  });

  it('answers 404 to an expired signature, even one signed with the right key', async () => {
    const { blobId } = await privateImage();
    const threeHoursAgo = Date.now() - 3 * 3600 * 1000;
    const expired = signerWithKey(await blobKey(), () => threeHoursAgo).signed(blobId);
    expect(Number(new URL(expired, 'http://x').searchParams.get('exp')) * 1000).toBeLessThan(Date.now());
    expect(await status(expired)).toBe(404);
    const fresh = signerWithKey(await blobKey()).signed(blobId);
    expect(await status(fresh)).toBe(200);
  });

  it('answers 404 to a tampered signature, a later expiry, another file’s signature and a signature made with another key', async () => {
    const { token, asset, blobId } = await privateImage();
    const other = await privateImage();
    const url = new URL((await assetJson(token, asset.id)).blobUrl, 'http://x');
    const exp = url.searchParams.get('exp')!;
    const u = url.searchParams.get('u')!;
    const sig = url.searchParams.get('sig')!;
    // The first character: the last one of a base64url HMAC carries padding bits, which decoders may ignore.
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const otherSig = new URL((await assetJson(other.token, other.asset.id)).blobUrl, 'http://x').searchParams.get('sig')!;
    const foreign = signerWithKey(Buffer.alloc(32, 7)).signed(blobId);
    for (const bad of [
      `/blob/${blobId}?exp=${exp}&u=${u}&sig=${flipped}`,
      `/blob/${blobId}?exp=${Number(exp) + 3600}&u=${u}&sig=${sig}`,
      `/blob/${blobId}?exp=${exp}&u=${u}&sig=${otherSig}`,
      `/blob/${blobId}?exp=${exp}&u=${u}`,
      `/blob/${blobId}?exp=abc&u=${u}&sig=${sig}`,
      foreign,
    ]) {
      expect(await status(bad)).toBe(404);
    }
    expect(await status(`/blob/${blobId}?exp=${exp}&u=${u}&sig=${sig}`)).toBe(200);
  });

  it('does not open the file itself with the signature of its thumbnail', async () => {
    const { token, asset, blobId } = await privateImage();
    const query = new URL((await assetJson(token, asset.id)).thumbnailUrl!, 'http://x').search;
    expect(await status(`/blob/${blobId}/thumbnail${query}`)).toBe(200);
    expect(await status(`/blob/${blobId}${query}`)).toBe(404);
  });

  it('answers 404 to another user’s request, with their token, and gives them no URL', async () => {
    const { asset, blobId } = await privateImage();
    const stranger = await tokenFor(db, (await buildUser(db)).id);
    expect(await status(`/blob/${blobId}`, bearer(stranger))).toBe(404);
    expect(await status(`/blob/${blobId}/thumbnail`, bearer(stranger))).toBe(404);
    expect((await get(`/api/assets/${asset.id}`, bearer(stranger))).statusCode).toBe(404);
  });

  it('serves the owner sending their bearer token without a signature', async () => {
    const { token, blobId } = await privateImage();
    expect(await status(`/blob/${blobId}`, bearer(token))).toBe(200);
  });

  it('answers 404 for an upload that is no asset yet to anyone but its uploader', async () => {
    const owner = await buildUser(db);
    const blob = await stored(await buildBlob(db, { ownerId: owner.id }));
    expect(await status(`/blob/${blob.id}`)).toBe(404);
    expect(await status(`/blob/${blob.id}`, bearer(await tokenFor(db, (await buildUser(db)).id)))).toBe(404);
    expect(await status(`/blob/${blob.id}`, bearer(await tokenFor(db, owner.id)))).toBe(200);
  });

  it('signs the thumbnails of private assets in the owner’s library, and the library shows them', async () => {
    const { user, token, asset, blobId } = await privateImage();
    const lib = await app.inject({ method: 'POST', url: '/api/libraries', headers: bearer(token), payload: { name: 'Mine' } });
    expect(lib.statusCode).toBe(201);
    const libraryId = lib.json<{ id: number }>().id;
    const added = await app.inject({
      method: 'POST',
      url: '/api/libraries/item',
      headers: bearer(token),
      payload: { libraryId, itemType: 'asset', itemId: asset.id },
    });
    expect(added.statusCode).toBeLessThan(300);
    const items = await get(`/api/libraries/${libraryId}/items`, bearer(token));
    const item = items.json<{ items: LibraryItemView[] }>().items.find((i) => i.itemId === asset.id)!;
    expect(item.authorId).toBe(user.id);
    expect(item.thumbnailUrl).toMatch(new RegExp(`^/blob/${blobId}/thumbnail\\?exp=\\d+&u=${user.id}&sig=`));
    expect(await status(item.thumbnailUrl!)).toBe(200);
  });
});

describe('/blob/{id} through a URL signed for a viewer', () => {
  /** A private image of its owner, shared with a sharee (view): both as people, and the sharee's signed URLs. */
  async function sharedImage() {
    const { user, token, asset, blobId } = await privateImage();
    const owner: Person = { user, token };
    const sharee = await person(db, 'Sharee');
    await share(app, owner, { itemType: 'asset', itemId: asset.id, permitteeId: sharee.user.id });
    const seen = await assetJson(sharee.token, asset.id);
    return { owner, sharee, asset, blobId, urls: [seen.blobUrl, seen.blobUrlShort, seen.thumbnailUrl!] };
  }

  it('a URL handed to a sharee names them, and stops at once when the share is revoked; the owner’s keeps working', async () => {
    const { owner, sharee, asset, urls } = await sharedImage();
    const ownUrl = (await assetJson(owner.token, asset.id)).blobUrl;
    for (const url of urls) {
      expect(new URL(url, 'http://x').searchParams.get('u'), url).toBe(sharee.user.id);
      expect(await status(url), url).toBe(200);
    }
    expect((await call(app, owner, 'DELETE', `/api/shares/byItem/asset/${asset.id}`)).statusCode).toBe(200);
    for (const url of urls) expect(await status(url), url).toBe(404);
    expect(await status(ownUrl)).toBe(200);
  });

  it('answers 404 when the user id is changed, taken away, or names an account no longer active', async () => {
    const { owner, sharee, urls } = await sharedImage();
    const url = new URL(urls[0]!, 'http://x');
    const withUser = (u: string | null) => {
      const changed = new URL(url);
      if (u === null) changed.searchParams.delete('u');
      else changed.searchParams.set('u', u);
      return `${changed.pathname}${changed.search}`;
    };
    // The owner may read the file, but the signature is the sharee's.
    for (const bad of [withUser(owner.user.id), withUser(randomUUID()), withUser(null), withUser('not-a-user'), withUser(sharee.user.id.toUpperCase())]) {
      expect(await status(bad), bad).toBe(404);
    }
    expect(await status(withUser(sharee.user.id))).toBe(200);
    await db.update(users).set({ isActive: false }).where(eq(users.id, sharee.user.id));
    expect(await status(withUser(sharee.user.id))).toBe(404);
  });
});

describe('/blob/{id} of a public file', () => {
  it('serves a public asset’s file to anyone without a signature, and stops once the asset is made private', async () => {
    const { token, asset, blobId } = await privateImage();
    const made = await app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, headers: bearer(token), payload: { isPublic: true } });
    expect(made.statusCode).toBe(200);
    expect(made.json<Asset>()).toMatchObject({ blobUrl: `/blob/${blobId}`, thumbnailUrl: `/blob/${blobId}/thumbnail` });
    const res = await get(`/blob/${blobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'cache-control': 'public, max-age=3600', 'cross-origin-resource-policy': 'cross-origin' });
    expect(await status(`/blob/${blobId}/thumbnail`, { host: sitesHost })).toBe(200);

    await app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, headers: bearer(token), payload: { isPublic: false } });
    expect(await status(`/blob/${blobId}`)).toBe(404);
    expect(await status(`/blob/${blobId}/thumbnail`)).toBe(404);
  });

  it('serves the images a published public page shows, on the sites origin, until the folio is made private', async () => {
    const { user, token, blobId } = await privateImage();
    const doc = textDoc(user.id, 'Photo', '<p>Photo</p>', (d) => add(add(d, 'c1', 'block', 'ab'), 'ab', 'asset-resource', 'ar', { url: `/blob/${blobId}`, alt: 'A photo' }));
    const folio = await publishedFolio(app, db, token, doc);
    const page = await get(`/folio/${folio.id}/page/p1`, { host: sitesHost });
    expect(page.body).toContain(`src="/blob/${blobId}/display"`);
    for (const url of [`/blob/${blobId}`, `/blob/${blobId}/display`, `/blob/${blobId}/thumbnail`]) {
      expect(await status(url, { host: sitesHost })).toBe(200);
    }

    const current = await fetchForEditing(app, token, folio.id);
    const saved = await patchFolio(app, token, folio.id, {
      baseVersion: current.version,
      log: [{ action: 'updateSettings', path: 'root.isPublic' }],
      root: { ...current.root, isPublic: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(await status(`/blob/${blobId}/display`, { host: sitesHost })).toBe(404);
    expect(await status(`/blob/${blobId}`)).toBe(404);
  });

  it('shows an image whose signed URL was pasted into a published page through its plain address, which then serves', async () => {
    const { user, token, asset, blobId } = await privateImage();
    const pasted = (await assetJson(token, asset.id)).blobUrl;
    const doc = textDoc(user.id, 'Pasted', '<p>Photo</p>', (d) => add(add(d, 'c1', 'block', 'ab'), 'ab', 'asset-resource', 'ar', { url: pasted, alt: 'A photo' }));
    const folio = await publishedFolio(app, db, token, doc);
    const page = await get(`/folio/${folio.id}/page/p1`, { host: sitesHost });
    expect(page.body).toContain(`src="/blob/${blobId}/display"`);
    expect(page.body).not.toContain('sig=');
    expect(await status(`/blob/${blobId}`, { host: sitesHost })).toBe(200);
  });

  it('stops serving an image once the page is published again without it', async () => {
    const { user, token, blobId } = await privateImage();
    const doc = textDoc(user.id, 'Photo', `<p><img src="/blob/${blobId}"></p>`);
    const folio = await publishedFolio(app, db, token, doc);
    expect(await status(`/blob/${blobId}`, { host: sitesHost })).toBe(200);
    const current = await fetchForEditing(app, token, folio.id);
    const saved = await patchFolio(app, token, folio.id, {
      baseVersion: current.version,
      log: [{ action: 'updateText', path: 'nodes.r1.html' }],
      nodes: { r1: { ...current.nodes.r1, html: '<p>No photo</p>' } },
    });
    expect(saved.statusCode).toBe(200);
    // Still shown by the snapshot until it is published again.
    expect(await status(`/blob/${blobId}`, { host: sitesHost })).toBe(200);
    expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) })).statusCode).toBe(200);
    expect(await status(`/blob/${blobId}`, { host: sitesHost })).toBe(404);
  });

  it('records the author’s files a snapshot names and its logo widgets’ files, and the migration does so for earlier snapshots', async () => {
    const { user, token, asset, blobId } = await privateImage();
    const logo = await privateImage();
    const other = await privateImage();
    const doc = textDoc(user.id, 'Old', `<p><img src="/blob/${blobId}"></p><p><img src="/blob/${other.blobId}"></p>`, (d) =>
      add(add(d, 'c1', 'block', 'lb'), 'lb', 'logo-widget', 'lw', { meta: { caption: '', alt: 'Our logo', linkTo: '', websitePartLogoId: logo.asset.id, height: '', width: '' } }),
    );
    await db.update(assets).set({ authorId: user.id }).where(eq(assets.id, logo.asset.id));
    await db.update(blobs).set({ ownerId: user.id }).where(eq(blobs.id, logo.blobId));
    const folio = await publishedFolio(app, db, token, doc);
    expect(asset.authorId).toBe(user.id);
    const recorded = await db.select().from(publishedBlobs).where(eq(publishedBlobs.folioId, folio.id));
    expect(recorded.map((r) => r.blobId).sort()).toEqual([blobId, logo.blobId].sort());
    await db.delete(publishedBlobs).where(eq(publishedBlobs.folioId, folio.id));
    expect(await status(`/blob/${blobId}`)).toBe(404);
    const migration = fs.readFileSync(new URL('../../db/migrations/0011_blob_access.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('INSERT INTO "published_blobs"'));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await app.deps.database.pool.query(statement);
    const rows = await db.select().from(publishedBlobs).where(eq(publishedBlobs.folioId, folio.id));
    expect(rows.map((r) => r.blobId).sort()).toEqual([blobId, logo.blobId].sort());
    expect(await status(`/blob/${blobId}`)).toBe(200);
    expect(await status(`/blob/${logo.blobId}`)).toBe(200);
    // Another user's file named by the page stays private.
    expect(await status(`/blob/${other.blobId}`)).toBe(404);
  });

  it('does not publish another user’s private file that a published page names', async () => {
    const victim = await privateImage();
    const author = await buildUser(db);
    const token = await tokenFor(db, author.id);
    const doc = textDoc(author.id, 'Stolen', '<p>x</p>', (d) =>
      add(add(d, 'c1', 'block', 'ab'), 'ab', 'asset-resource', 'ar', { url: `/blob/${victim.blobId}`, alt: 'A photo' }),
    );
    await publishedFolio(app, db, token, doc);
    expect(await status(`/blob/${victim.blobId}`, { host: sitesHost })).toBe(404);
    expect(await status(`/blob/${victim.blobId}/display`, { host: sitesHost })).toBe(404);
  });

  it('serves a published website’s logo and favicon, not an unpublished one’s', async () => {
    const logo = await privateImage();
    const favicon = await stored(await buildAsset(db, { authorId: logo.user.id }));
    const website = await buildWebsite(db, { authorId: logo.user.id, logoAssetId: logo.asset.id, faviconAssetId: favicon.id });
    expect(await status(`/blob/${logo.blobId}`, { host: sitesHost })).toBe(404);
    expect(await status(`/blob/${favicon.blobId}`, { host: sitesHost })).toBe(404);
    const settings = await get(`/api/websites/${website.id}`, bearer(logo.token));
    expect(settings.json<{ logoUrl: string }>().logoUrl).toMatch(new RegExp(`^/blob/${logo.blobId}\\?exp=`));
    expect(await status(settings.json<{ logoUrl: string }>().logoUrl)).toBe(200);

    await db.update(websites).set({ publishedAt: new Date() }).where(eq(websites.id, website.id));
    expect(await status(`/blob/${logo.blobId}`, { host: sitesHost })).toBe(200);
    expect(await status(`/blob/${favicon.blobId}`, { host: sitesHost })).toBe(200);
    expect((await get(`/api/websites/${website.id}`, bearer(logo.token))).json<{ logoUrl: string }>().logoUrl).toBe(`/blob/${logo.blobId}`);
  });

  it('serves avatars to anyone', async () => {
    const user = await buildUser(db);
    const blob = await stored(await buildBlob(db, { ownerId: user.id }));
    expect(await status(`/blob/${blob.id}`)).toBe(404);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/usersR1/${user.id}`,
      headers: bearer(await tokenFor(db, user.id)),
      payload: { avatarBlobId: blob.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ avatarUrl: string }>().avatarUrl).toBe(`/blob/${blob.id}`);
    expect(await status(`/blob/${blob.id}`)).toBe(200);
  });

  it('serves only the previews of a public asset for sale; its file goes to its author alone', async () => {
    const { token, asset, blobId } = await privateImage();
    await app.inject({ method: 'PATCH', url: `/api/assets/${asset.id}`, headers: bearer(token), payload: { isPublic: true, price: '12.50' } });
    expect(await status(`/blob/${blobId}/thumbnail`)).toBe(200);
    expect(await status(`/blob/${blobId}`)).toBe(404);
    const buyer = await tokenFor(db, (await buildUser(db)).id);
    const seen = await assetJson(buyer, asset.id);
    expect(seen.thumbnailUrl).toBe(`/blob/${blobId}/thumbnail`);
    expect(seen.blobUrl).toBe(`/blob/${blobId}`);
    expect(await status(seen.blobUrl, bearer(buyer))).toBe(404);
    const own = await assetJson(token, asset.id);
    expect(own.blobUrl).toMatch(/\?exp=\d+&u=[\w-]+&sig=/);
    expect(await status(own.blobUrl)).toBe(200);
  });
});

describe('/blob/{id} of script-like files', () => {
  const types = [
    ['text', 'javascript', 'alert(1)'],
    ['application', 'javascript', 'alert(1)'],
    ['application', 'ecmascript', 'alert(1)'],
    ['application', 'json', '{"a":1}'],
    ['text', 'css', 'body{color:red}'],
    ['text', 'html', '<script>alert(1)</script>'],
    ['image', 'svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['application', 'xml', '<a/>'],
    ['application', 'wasm', '\0asm'],
    ['application', 'x-something-unknown', '?'],
  ] as const;

  it.each(types)('sends a public %s/%s file as an octet-stream attachment that no browser runs, with nosniff and CORP same-origin', async (type, subtype, body) => {
    const asset = await stored(await buildAsset(db, { isPublic: true, blob: { kind: 'file', mimeType: type, mimeSubtype: subtype, width: null, height: null } }), Buffer.from(body));
    for (const host of [new URL(config.APP_ORIGIN).host, sitesHost]) {
      const res = await get(`/blob/${asset.blobId}`, { host });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename="${asset.blobId}"`,
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(res.body).toBe(body);
    }
  });

  it('still shows pictures, media, PDFs and plain text inline under their own type', async () => {
    for (const [type, subtype] of [['image', 'png'], ['video', 'mp4'], ['audio', 'mpeg'], ['application', 'pdf'], ['text', 'plain']] as const) {
      const asset = await stored(await buildAsset(db, { isPublic: true, blob: { mimeType: type, mimeSubtype: subtype } }));
      const res = await get(`/blob/${asset.blobId}`);
      expect(res.headers['content-type']).toBe(`${type}/${subtype}`);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
