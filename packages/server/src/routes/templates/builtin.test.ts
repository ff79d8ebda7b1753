import { INTENTS, type BuiltinTemplateSummary, type BuiltinTemplateUse, type FolioFull } from '@folio/model';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { assets, blobs, folios, visualizations, websites } from '../../db/schema.ts';
import { call, person } from '../shares/testing.ts';
import { thumbnailsOf } from '../uploads/tus.ts';

const { app, db, config } = await createTestApp();

const use = (who: Awaited<ReturnType<typeof person>>, slug: string) => call(app, who, 'POST', `/api/templates/builtin/${slug}/use`);

describe('built-in templates (issue 32)', () => {
  it('lists ten or more templates to a signed-in person, each with intents of INTENTS and a picture anyone may load', async () => {
    expect((await call(app, null, 'GET', '/api/templates/builtin')).statusCode).toBe(401);
    const ada = await person(db, 'Ada');
    const res = await call(app, ada, 'GET', '/api/templates/builtin');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as { items: BuiltinTemplateSummary[] };
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((t) => t.slug)).size).toBe(items.length);
    for (const t of items) {
      expect(t.intents.length, t.slug).toBeGreaterThan(0);
      for (const intent of t.intents) expect(INTENTS).toContain(intent);
      const picture = await app.inject({ method: 'GET', url: t.previewUrl });
      expect(picture.statusCode, t.slug).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
    expect(items.filter((t) => t.kind === 'website').map((t) => t.slug)).toEqual(['small-business-website']);
    expect((await app.inject({ method: 'GET', url: '/api/templates/builtin/nothing-here/preview' })).statusCode).toBe(404);
  });

  it('refuses an unknown template with 404 and a stranger with 401', async () => {
    const ada = await person(db, 'Ada');
    const res = await use(ada, 'nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No built-in template has this name' });
    expect((await call(app, null, 'POST', '/api/templates/builtin/portfolio/use')).statusCode).toBe(401);
  });

  it('makes every template the caller’s own private, editable folio whose pictures are their own assets, and each publishes', async () => {
    const ada = await person(db, 'Ada');
    const { items } = (await call(app, ada, 'GET', '/api/templates/builtin')).json() as { items: BuiltinTemplateSummary[] };
    for (const t of items.filter((x) => x.kind === 'folio')) {
      const res = await use(ada, t.slug);
      expect(res.statusCode, `${t.slug}: ${res.body}`).toBe(201);
      const made = res.json() as BuiltinTemplateUse;
      expect(made).toMatchObject({ kind: 'folio', websiteId: null, folioIds: [made.folioId] });
      const folio = (await call(app, ada, 'GET', `/api/folios/${made.folioId}?forEditing=true`)).json() as FolioFull;
      expect(folio.root).toMatchObject({ authorId: ada.user.id, isPublic: false, url: null, version: 1 });
      expect(folio).toMatchObject({ canEditContent: true, canEditSettings: true, isTemplateBased: false });
      // Every picture is an asset of Ada's whose file is hers, named by the document.
      const pictures = Object.values(folio.nodes).flatMap((n) =>
        n.kind === 'asset-resource' ? [{ assetId: n.assetId!, url: n.url }] : n.kind === 'gallery-widget' ? n.meta.items.map((i) => ({ assetId: i.assetId, url: i.url })) : [],
      );
      expect(pictures.length, t.slug).toBeGreaterThan(0);
      for (const p of pictures) {
        const [asset] = await db.select().from(assets).where(eq(assets.id, p.assetId));
        expect(asset).toMatchObject({ authorId: ada.user.id, kind: 'image', isDeleted: false });
        expect(p.url).toBe(`/blob/${asset!.blobId}`);
        const [blob] = await db.select().from(blobs).where(eq(blobs.id, asset!.blobId!));
        expect(blob).toMatchObject({ ownerId: ada.user.id, mimeType: 'image', mimeSubtype: 'webp' });
        const file = await app.inject({ method: 'GET', url: p.url, headers: { authorization: `Bearer ${ada.token}` } });
        expect(file.statusCode).toBe(200);
      }
      // Published as it is: the server's accessibility rules on publishing pass.
      const published = await call(app, ada, 'PATCH', `/api/folios/${made.folioId}/publish`);
      expect(published.statusCode, `${t.slug}: ${published.body}`).toBe(200);
    }
    await thumbnailsOf(app).idle();
  });

  it('gives the survey its own charts, counting its own fields', async () => {
    const ada = await person(db, 'Ada');
    const made = (await use(ada, 'survey-with-charts')).json() as BuiltinTemplateUse;
    const folio = (await call(app, ada, 'GET', `/api/folios/${made.folioId}?forEditing=true`)).json() as FolioFull;
    const shown = Object.values(folio.nodes).flatMap((n) => (n.kind === 'visualization-widget' ? [n.meta.visualizationId] : []));
    expect(shown).toHaveLength(2);
    const rows = await db.select().from(visualizations).where(eq(visualizations.folioId, made.folioId));
    expect(rows.map((r) => r.id).sort()).toEqual([...shown].sort());
    for (const row of rows) {
      expect(row.authorId).toBe(ada.user.id);
      expect(folio.nodes[(row.root as { widgetId: string }).widgetId]?.kind).toBe('multiple-choice-widget');
    }
  });

  it('makes the website template’s website with its three pages, home first, unpublished', async () => {
    const ada = await person(db, 'Ada');
    const res = await use(ada, 'small-business-website');
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as BuiltinTemplateUse;
    expect(made.kind).toBe('website');
    expect(made.folioIds).toHaveLength(3);
    expect(made.folioId).toBe(made.folioIds[0]);
    const site = (await call(app, ada, 'GET', `/api/websites/${made.websiteId}`)).json() as { name: string; publishedAt: string | null; defaultPageFolioId: string; pages: Array<{ folioId: string; slug: string }> };
    expect(site).toMatchObject({ name: 'Harbour Bakery', publishedAt: null, defaultPageFolioId: made.folioId });
    expect(site.pages.map((p) => [p.folioId, p.slug])).toEqual([
      [made.folioIds[0], 'home'],
      [made.folioIds[1], 'about'],
      [made.folioIds[2], 'contact'],
    ]);
    // Publishing the website alone puts its three pages on the web: they are public pages, not private folios.
    expect((await call(app, ada, 'POST', `/api/websites/${made.websiteId}/publish`)).statusCode).toBe(200);
    const host = new URL(config.SITES_ORIGIN).host;
    const visit = (url: string) => app.inject({ method: 'GET', url, headers: { host } });
    const slug = (await db.select({ slug: websites.slug }).from(websites).where(eq(websites.id, made.websiteId!)))[0]!.slug;
    expect((await visit(`/site/${slug}`)).statusCode).toBe(200);
    for (const page of ['about', 'contact']) expect((await visit(`/site/${slug}/${page}`)).statusCode, page).toBe(200);
  });

  it('refuses a website past the account’s websites limit with 403, making nothing', async () => {
    const ada = await person(db, 'Ada');
    await db.insert(websites).values(Array.from({ length: 10 }, (_, i) => ({ authorId: ada.user.id, name: `Site ${i}`, slug: `ada-site-${i}-${ada.user.id.slice(0, 8)}` })));
    const res = await use(ada, 'small-business-website');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('limit of 10 websites') });
    expect(await db.select().from(folios).where(eq(folios.authorId, ada.user.id))).toHaveLength(0);
    expect(await db.select().from(assets).where(eq(assets.authorId, ada.user.id))).toHaveLength(0);
  });
});

describe('built-in templates and a full storage', () => {
  it('refuses with 403 when the pictures do not fit, making nothing', async () => {
    const small = await createTestApp({ STORAGE_LIMIT_BYTES: '20000' });
    const ben = await person(small.db, 'Ben');
    const res = await small.app.inject({ method: 'POST', url: '/api/templates/builtin/portfolio/use', headers: { authorization: `Bearer ${ben.token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('storage is full') });
    expect(await small.db.select().from(folios).where(eq(folios.authorId, ben.user.id))).toHaveLength(0);
    expect(await small.db.select().from(blobs).where(and(eq(blobs.ownerId, ben.user.id)))).toHaveLength(0);
  });
});
