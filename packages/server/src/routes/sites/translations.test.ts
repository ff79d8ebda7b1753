// A form published in two languages (issue 32): translations stored and checked, the page in the visitor's
// language with exact caching, and one table of submissions with the language recorded.
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildWebsite } from '../../../test/factories.ts';
import { submissions } from '../../db/schema.ts';
import { fetchForEditing, patchFolio } from '../folios/testing.ts';
import { SITES, answers, formDoc, owner, submit } from '../submissions/testing.ts';
import { publishedFolio } from './testing.ts';

const { app, db } = await createTestApp({ SITES_ORIGIN: `http://${SITES}` });

const FRENCH = { 'name.label': 'Votre nom', 'colour.label': 'Couleur', 'colour.option.r': 'Rouge', 'colour.option.g': 'Vert', 'send.text': 'Envoyer le formulaire' };

/** The form stored with translations as the API takes them (PATCH), then published. */
async function translatedForm(translations: Record<string, Record<string, string>> = { fr: FRENCH }) {
  const { user, access } = await owner(db);
  const folio = await publishedFolio(app, db, access, formDoc(user.id, { language: 'en' }), { publish: false });
  const res = await patchFolio(app, access, folio.id, { baseVersion: 1, log: [{ action: 'updateSettings', path: 'root.translations' }], root: { translations } });
  expect(res.statusCode, res.body).toBe(200);
  expect((await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(access) })).statusCode).toBe(200);
  return { folio, access, user };
}

const page = (folioId: string, headers: Record<string, string> = {}, query = '') =>
  app.inject({ method: 'GET', url: `/folio/${folioId}/page/p1${query}`, headers: { host: SITES, ...headers } });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('PATCH /api/folios/{id}: root.translations', () => {
  it('stores translations, their rich texts sanitized like the originals', async () => {
    const { folio, access } = await translatedForm({ fr: { ...FRENCH, 'r9.html': '<p>Bonjour<script>alert(1)</script><img src=x onerror=alert(2)></p>' } });
    const stored = await fetchForEditing(app, access, folio.id);
    expect(stored.root.translations?.fr?.['name.label']).toBe('Votre nom');
    const html = stored.root.translations?.fr?.['r9.html'] as string;
    expect(html).toContain('Bonjour');
    expect(html).not.toMatch(/script|onerror/);
  });

  it.each([
    ['a malformed tag', { francais: {} }, /language tag/],
    ['a tag not in its usual case', { 'pt-br': {} }, /usual case/],
    ["the folio's own language", { en: { 'name.label': 'Name' } }, /own language/],
    ['a text id naming nothing', { fr: { label: 'Nom' } }, /name a text/],
    ['a plain text too long', { fr: { 'name.label': 'x'.repeat(5001) } }, /at most 5000/],
  ])('refuses %s with 400, changing nothing', async (_name, translations, message) => {
    const { user, access } = await owner(db);
    const folio = await publishedFolio(app, db, access, formDoc(user.id, { language: 'en' }), { publish: false });
    const res = await patchFolio(app, access, folio.id, { baseVersion: 1, log: [], root: { translations } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await fetchForEditing(app, access, folio.id)).version).toBe(1);
  });
});

describe('the published page in the visitor’s language', () => {
  it('follows the browser among the folio’s languages, says so in <html lang dir>, and varies with Accept-Language', async () => {
    const { folio } = await translatedForm();
    const fr = await page(folio.id, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(fr.statusCode).toBe(200);
    expect(htmlTag(fr.body)).toBe('<html lang="fr" dir="ltr">');
    expect(fr.body).toContain('Votre nom');
    expect(fr.body).toContain('Rouge');
    expect(fr.body).toContain('value="r"');
    expect(fr.body).toContain('Envoyer le formulaire');
    // the visitor script's texts in French, in the page
    expect(fr.body).toContain('<script type="application/json" id="fo-messages">');
    expect(fr.body).toContain('Votre envoi comporte une erreur');
    expect(String(fr.headers.vary)).toMatch(/accept-language/);
    // the switcher: a link per language, the current one marked
    expect(fr.body).toMatch(/<nav class="fo-languages" aria-label="Langues">/);
    expect(fr.body).toContain(`href="/folio/${folio.id}/page/p1?lang=en" hreflang="en" lang="en" dir="ltr">English</a>`);
    expect(fr.body).toMatch(/hreflang="fr" lang="fr" dir="ltr" aria-current="true">Français<\/a>/);

    const en = await page(folio.id, { 'accept-language': 'de-DE' });
    expect(htmlTag(en.body)).toBe('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Your name');
    expect(en.body).not.toContain('Votre nom');
    expect(en.body).not.toContain('id="fo-messages"');
    expect(en.headers.etag).not.toBe(fr.headers.etag);
  });

  it('takes the address over the browser, never answers 304 with another language’s ETag, and caches each language apart', async () => {
    const { folio } = await translatedForm();
    const fr = await page(folio.id, { 'accept-language': 'fr' });
    const frEtag = String(fr.headers.etag);
    // The same browser asking for English by the address: English, not the French page from the render cache.
    const en = await page(folio.id, { 'accept-language': 'fr', 'if-none-match': frEtag }, '?lang=en');
    expect(en.statusCode).toBe(200);
    expect(htmlTag(en.body)).toBe('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Your name');
    expect(String(en.headers.vary ?? '')).not.toMatch(/accept-language/);
    const enAgain = await page(folio.id, { 'if-none-match': String(en.headers.etag) }, '?lang=en');
    expect(enAgain.statusCode).toBe(304);
    const frAgain = await page(folio.id, { 'accept-language': 'fr', 'if-none-match': frEtag });
    expect(frAgain.statusCode).toBe(304);
    // A language the folio lacks in the address: the browser's.
    const unknown = await page(folio.id, { 'accept-language': 'fr' }, '?lang=de');
    expect(htmlTag(unknown.body)).toBe('<html lang="fr" dir="ltr">');
    // Twice from the render cache, still each its own.
    expect((await page(folio.id, {}, '?lang=fr')).body).toContain('Votre nom');
    expect((await page(folio.id, {}, '?lang=en')).body).not.toContain('Votre nom');
  });

  it('keeps the visitor script within its budget: English built in, no other language in it', async () => {
    const { folio } = await translatedForm();
    const fr = await page(folio.id, {}, '?lang=fr');
    const src = /<script src="([^"]+)" defer><\/script>/.exec(fr.body)?.[1];
    expect(src).toBeTruthy();
    const script = await app.inject({ method: 'GET', url: src!, headers: { host: SITES } });
    expect(script.statusCode).toBe(200);
    const size = gzipSync(script.rawPayload).length;
    expect(size).toBeLessThanOrEqual(15 * 1024);
    expect(script.body).toContain('Fill in this field.');
    expect(script.body).not.toContain('Veuillez remplir ce champ.');
    expect(script.body).not.toContain('يُرجى ملء هذا الحقل');
  });

  it('draws an Arabic translation right to left with the Arabic visitor texts', async () => {
    const { folio } = await translatedForm({ fr: FRENCH, ar: { 'name.label': 'اسمك' } });
    const ar = await page(folio.id, {}, '?lang=ar');
    expect(htmlTag(ar.body)).toBe('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('اسمك');
    expect(ar.body).toContain('يوجد خطأ في إرسالك');
    // untranslated texts keep the original
    expect(ar.body).toContain('Colour');
  });

  it('leaves a folio without translations as it was: no switcher, no Vary on the language', async () => {
    const { user, access } = await owner(db);
    const folio = await publishedFolio(app, db, access, formDoc(user.id));
    const res = await page(folio.id, { 'accept-language': 'fr' });
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
    expect(res.body).not.toContain('fo-languages');
    expect(String(res.headers.vary ?? '')).not.toMatch(/accept-language/);
    expect(String(res.headers.etag)).not.toMatch(/-len/);
  });
});

describe('one set of submissions across the languages', () => {
  it('stores answers from both languages in one table, the language recorded and the option answers identical', async () => {
    const { folio, access } = await translatedForm();
    const sentEn = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers(), language: 'en' });
    const sentFr = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Marie' }), language: 'fr' });
    const sentOther = await submit(app, { folioId: folio.id, buttonId: 'send', data: answers({ name: 'Hans' }), language: 'de' });
    expect([sentEn.statusCode, sentFr.statusCode, sentOther.statusCode]).toEqual([201, 201, 201]);
    const rows = await db.select().from(submissions).where(eq(submissions.folioId, folio.id));
    const byName = Object.fromEntries(rows.map((r) => [(r.data as { name: string }).name, r]));
    expect(byName['Ada Lovelace']!.language).toBe('en');
    expect(byName.Marie!.language).toBe('fr');
    expect(byName.Hans!.language).toBeNull();
    expect((byName.Marie!.data as { colour: unknown }).colour).toEqual(['g']);
    expect((byName['Ada Lovelace']!.data as { colour: unknown }).colour).toEqual(['g']);

    const list = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions?getAllItems=true`, headers: bearer(access) });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ language: string | null; data: { name: string } }>;
    expect(items.map((i) => [i.data.name, i.language]).sort()).toEqual([['Ada Lovelace', 'en'], ['Hans', null], ['Marie', 'fr']]);

    const csv = await app.inject({ method: 'GET', url: `/api/folios/${folio.id}/submissions/export?format=csv`, headers: bearer(access) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toMatch(/,Language$/);
    // the option answer is its text in the folio's own language, whatever language it was sent in
    expect(lines.filter((l) => l.includes('Marie'))[0]).toMatch(/,Green,.*,fr$/);
    expect(lines.filter((l) => l.includes('Ada'))[0]).toMatch(/,Green,.*,en$/);
  });
});

describe('a website in one of the folio’s languages', () => {
  it('shows its pages in the website’s language where the folio has it, its own words too; others as they are', async () => {
    const { folio, user } = await translatedForm();
    const site = (language: string | null) =>
      buildWebsite(db, { authorId: user.id, language, publishedAt: new Date(), pages: [{ folioId: folio.id, slug: 'form' }] });
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: SITES } });

    const french = await site('fr');
    const fr = await get(`/site/${french.slug}/form`);
    expect(fr.statusCode, fr.body).toBe(200);
    expect(htmlTag(fr.body)).toBe('<html lang="fr" dir="ltr">');
    expect(fr.body).toContain('Votre nom');
    expect(fr.body).toContain('Rouge');
    // the option's stored value is the same in every language: the answers land in one table
    expect(fr.body).toContain('value="r"');
    expect(fr.body).toContain('aria-label="Menu du site"');
    const search = await get(`/site/${french.slug}/search?q=nothing-like-this`);
    expect(search.body).toContain('<label for="fo-site-q">Rechercher sur ce site</label>');
    expect(search.body).toContain('Aucun résultat');

    // A website in a language the folio lacks (German) shows the folio's own texts, in the website's language tag.
    const german = await site('de');
    const de = await get(`/site/${german.slug}/form`);
    expect(htmlTag(de.body)).toBe('<html lang="de" dir="ltr">');
    expect(de.body).toContain('Your name');
    expect(de.body).not.toContain('Votre nom');
    // and a website without a language: the folio's own (English), English words
    const plain = await site(null);
    const en = await get(`/site/${plain.slug}/form`);
    expect(en.body).toContain('Your name');
    expect(en.body).toContain('aria-label="Site menu"');
  });
});

