// Every page a folio or a website publishes says its language and direction in <html lang dir> (issue 27).
import { LANGUAGE_TEXTS, type FolioDocument } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { fetchForEditing, patchFolio } from '../folios/testing.ts';
import { signedIn, storedWebsite, websiteApi } from '../websites/testing.ts';
import { publishedFolio, textDoc } from './testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;
const api = websiteApi(app);
const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: sitesHost } });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

const withLanguage = (language?: string, direction?: 'ltr' | 'rtl') => (doc: FolioDocument): FolioDocument => ({
  ...doc,
  root: { ...doc.root, ...(language ? { language } : {}), ...(direction ? { direction } : {}) },
});

async function author() {
  const user = await buildUser(db);
  return { user, token: await tokenFor(db, user.id) };
}

describe('PATCH /api/folios/{id}: root language and direction', () => {
  it('stores a language in its usual case and a direction', async () => {
    const { user, token } = await author();
    const folio = await publishedFolio(app, db, token, textDoc(user.id, 'Hello', '<p>Hi</p>'), { publish: false });
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [{ action: 'updateSettings', path: 'root.language' }], root: { language: 'zh-hant-tw', direction: 'rtl' } });
    expect(res.statusCode).toBe(200);
    const after = await fetchForEditing(app, token, folio.id);
    expect(after.root).toMatchObject({ language: 'zh-Hant-TW', direction: 'rtl' });
  });

  it('removes them with null', async () => {
    const { user, token } = await author();
    const folio = await publishedFolio(app, db, token, textDoc(user.id, 'Hello', '<p>Hi</p>', withLanguage('fr', 'rtl')), { publish: false });
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], root: { language: null, direction: null } });
    expect(res.statusCode).toBe(200);
    const after = await fetchForEditing(app, token, folio.id);
    expect(after.root.language).toBeUndefined();
    expect(after.root.direction).toBeUndefined();
  });

  it.each([
    ['a malformed tag', { language: 'english' }, `body.root.language: ${LANGUAGE_TEXTS.malformed}`],
    ['an underscore tag', { language: 'pt_BR' }, `body.root.language: ${LANGUAGE_TEXTS.malformed}`],
    ['a tag over 35 characters', { language: `en-${'abcdefgh-'.repeat(4)}x` }, `body.root.language: ${LANGUAGE_TEXTS.tooLong}`],
    ['another direction', { direction: 'up' }, `body.root.direction: ${LANGUAGE_TEXTS.direction}`],
  ])('refuses %s with 400 naming the field and the fix', async (_name, root, message) => {
    const { user, token } = await author();
    const folio = await publishedFolio(app, db, token, textDoc(user.id, 'Hello', '<p>Hi</p>'), { publish: false });
    const res = await patchFolio(app, token, folio.id, { baseVersion: 1, log: [], root });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await fetchForEditing(app, token, folio.id)).version).toBe(1);
  });
});

describe('websites: language', () => {
  it('is accepted on create and update, stored in its usual case, and cleared with null or empty', async () => {
    const { token } = await signedIn(db);
    const created = await api.create(token, { name: 'Café', language: 'pt-br' });
    expect(created.statusCode).toBe(201);
    expect(created.json().language).toBe('pt-BR');
    const id = created.json().id as string;
    const patched = await api.patch(token, id, { language: 'AR-eg' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().language).toBe('ar-EG');
    expect((await storedWebsite(db, id)).language).toBe('ar-EG');
    expect((await api.patch(token, id, { language: '' })).json().language).toBeNull();
    expect((await api.get(token, id)).json().language).toBeNull();
  });

  it('refuses a malformed tag with 400 naming the field and the fix, changing nothing', async () => {
    const { token } = await signedIn(db);
    const created = await api.create(token, { name: 'Shop' });
    expect(created.json().language).toBeNull();
    const res = await api.patch(token, created.json().id, { language: 'French', name: 'Renamed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`language: ${LANGUAGE_TEXTS.malformed}`);
    expect((await storedWebsite(db, created.json().id)).name).toBe('Shop');
    const onCreate = await api.create(token, { name: 'Other', language: 'x' });
    expect(onCreate.statusCode).toBe(400);
    expect(onCreate.json().message).toBe(`language: ${LANGUAGE_TEXTS.malformed}`);
  });
});

describe('<html lang dir> of published pages', () => {
  it('says en, ltr for a folio without a language', async () => {
    const { user, token } = await author();
    const folio = await publishedFolio(app, db, token, textDoc(user.id, 'Hello', '<p>Hi</p>'));
    const res = await get(`/folio/${folio.id}/page/p1`);
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
  });

  it("says the folio's language, and an Arabic folio reads right to left", async () => {
    const { user, token } = await author();
    const arabic = await publishedFolio(app, db, token, textDoc(user.id, 'مرحبا', '<p>أهلا</p>', withLanguage('ar')));
    expect(htmlTag((await get(`/folio/${arabic.id}/page/p1`)).body)).toBe('<html lang="ar" dir="rtl">');
    const french = await publishedFolio(app, db, token, textDoc(user.id, 'Bonjour', '<p>Salut</p>', withLanguage('fr-CA')));
    expect(htmlTag((await get(`/folio/${french.id}/page/p1`)).body)).toBe('<html lang="fr-CA" dir="ltr">');
  });

  it("keeps the folio's own direction", async () => {
    const { user, token } = await author();
    const folio = await publishedFolio(app, db, token, textDoc(user.id, 'Mixed', '<p>Hi</p>', withLanguage('ar', 'ltr')));
    expect(htmlTag((await get(`/folio/${folio.id}/page/p1`)).body)).toBe('<html lang="ar" dir="ltr">');
  });

  it("says the website's language on its pages and its search page, winning over the folio's", async () => {
    const { user, token } = await author();
    const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Hi</p>', withLanguage('fr')));
    const website = await buildWebsite(db, { authorId: user.id, language: 'he', publishedAt: new Date(), pages: [{ folioId: home.id, slug: 'home' }] });
    expect(htmlTag((await get(`/site/${website.slug}/home`)).body)).toBe('<html lang="he" dir="rtl">');
    expect(htmlTag((await get(`/site/${website.slug}/search?q=hi`)).body)).toBe('<html lang="he" dir="rtl">');
  });

  it("says the page's folio's language on a website without one", async () => {
    const { user, token } = await author();
    const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Hi</p>', withLanguage('fa')));
    const website = await buildWebsite(db, { authorId: user.id, publishedAt: new Date(), pages: [{ folioId: home.id, slug: 'home' }] });
    expect(htmlTag((await get(`/site/${website.slug}/home`)).body)).toBe('<html lang="fa" dir="rtl">');
    expect(htmlTag((await get(`/site/${website.slug}/search`)).body)).toBe('<html lang="en" dir="ltr">');
  });

  it("follows a change of the website's language made through the API", async () => {
    const { user, token } = await signedIn(db);
    const home = await publishedFolio(app, db, token, textDoc(user.id, 'Home', '<p>Hi</p>'));
    const website = await buildWebsite(db, { authorId: user.id, publishedAt: new Date(), pages: [{ folioId: home.id, slug: 'home' }] });
    expect(htmlTag((await get(`/site/${website.slug}/home`)).body)).toBe('<html lang="en" dir="ltr">');
    expect((await api.patch(token, website.id, { language: 'ur' })).statusCode).toBe(200);
    expect(htmlTag((await get(`/site/${website.slug}/home`)).body)).toBe('<html lang="ur" dir="rtl">');
  });
});
