// The instance's own public site (issue 32): made at setup, once, published; the header links point at its pages.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ACCOUNT_TYPES, isSubmitButton, type FolioNode, type NodeMap } from '@folio/model';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { queriesDuring } from '../../../test/pages.ts';
import { appSecrets, folioPublications, folios, submissions, users, websitePages, websites } from '../../db/schema.ts';
import { ensureAdminFromEnv } from '../setup.ts';
import { encodeProof, type SignedChallenge } from '../spam/proofOfWork.ts';
import { accountTypeLines, priceText } from './content.ts';
import { INSTANCE_SITE_MARKER, ensureInstanceSite } from './instanceSite.ts';

const SITES = 'sites.test';
const env = { SITES_ORIGIN: `http://${SITES}`, PROOF_OF_WORK_COUNTER: '20' };
const LABELS = ['Features', 'Our Story', 'Templates', 'Pricing', 'Contact'];
const SLUGS = ['features', 'our-story', 'templates', 'pricing', 'contact'];
const admin = { email: 'boss@example.test', password: 'a long enough passphrase', displayName: 'The Boss' };

async function setUp(t: TestApp): Promise<{ adminId: string; token: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/public/api/setup', payload: admin });
  expect(res.statusCode).toBe(201);
  const { id } = res.json() as { id: string };
  return { adminId: id, token: await tokenFor(t.db, id) };
}

const instanceSites = (t: TestApp) => t.db.select().from(websites).where(eq(websites.isInstanceSite, true));

async function config(t: TestApp): Promise<Array<{ label: string; href: string }>> {
  const res = await t.app.inject({ method: 'GET', url: '/public/api/config' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { headerLinks: Array<{ label: string; href: string }> }).headerLinks;
}

/** Waits for a change-feed notification to reach the cache (it arrives right after the commit). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (ok(value) || i > 50) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const visit = (t: TestApp, href: string) => t.app.inject({ method: 'GET', url: new URL(href).pathname, headers: { host: SITES } });

const t = await createTestApp(env);

describe('setup makes the instance site', () => {
  it('makes exactly one published website with the five pages, owned by the super admin, public and in the menu', async () => {
    const before = await config(t);
    expect(before).toEqual([]);
    const { adminId, token } = await setUp(t);
    const sites = await instanceSites(t);
    expect(sites).toHaveLength(1);
    const site = sites[0]!;
    expect(site).toMatchObject({ authorId: adminId, slug: 'folio', name: 'Folio', language: 'en' });
    expect(site.publishedAt).toBeInstanceOf(Date);

    const pages = await t.db.select().from(websitePages).where(eq(websitePages.websiteId, site.id)).orderBy(websitePages.idx);
    expect(pages.map((p) => p.slug)).toEqual(SLUGS);
    for (const page of pages) {
      const [folio] = await t.db.select().from(folios).where(eq(folios.id, page.folioId));
      expect(folio).toMatchObject({ authorId: adminId, isPublic: true, isDeleted: false });
      const [published] = await t.db.select().from(folioPublications).where(eq(folioPublications.folioId, page.folioId));
      expect(published).toBeDefined();
    }
    expect((await t.db.select().from(appSecrets).where(eq(appSecrets.name, INSTANCE_SITE_MARKER))).length).toBe(1);

    // An ordinary website in the super admin's list, editable like any other.
    const list = await t.app.inject({ method: 'GET', url: '/api/websites', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(site.id);
    const rename = await t.app.inject({ method: 'PATCH', url: `/api/websites/${site.id}`, headers: bearer(token), payload: { description: 'Our own words' } });
    expect(rename.statusCode).toBe(200);
  });

  it('gives /public/api/config the five page addresses, each opening a published page with its heading', async () => {
    const links = await config(t);
    expect(links.map((l) => l.label)).toEqual(LABELS);
    expect(links.map((l) => l.href)).toEqual(SLUGS.map((s) => `http://${SITES}/site/folio/${s}`));
    const headings = ['Pages, forms and websites you own', 'Our story', 'Start from a template', 'Pricing', 'Contact us'];
    for (const [i, link] of links.entries()) {
      const page = await visit(t, link.href);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${headings[i]}</h1>`);
    }
    // Asked again, the links come from memory: the same answer without a query.
    expect(await queriesDuring(t.app.deps.database.pool, async () => expect(await config(t)).toEqual(links))).toBe(0);
  });

  it('writes Pricing from the account types of this instance', async () => {
    const pricing = await visit(t, `http://${SITES}/site/folio/pricing`);
    for (const type of ACCOUNT_TYPES) {
      expect(pricing.body).toContain(`<h2>${type.name}</h2>`);
      expect(pricing.body).toContain(priceText(type));
      const storage = type.id === 1 ? t.config.STORAGE_LIMIT_BYTES : type.storageLimitBytes;
      for (const line of accountTypeLines(type, storage)) expect(pricing.body).toContain(line.replaceAll('’', '&#x2019;').slice(0, 12));
    }
  });

  it('keeps the Contact form’s submissions for the super admin, and no one else reads them', async () => {
    const [site] = await instanceSites(t);
    const [page] = await t.db.select().from(websitePages).where(and(eq(websitePages.websiteId, site!.id), eq(websitePages.slug, 'contact')));
    const [published] = await t.db.select().from(folioPublications).where(eq(folioPublications.folioId, page!.folioId));
    const nodes = published!.nodes as NodeMap;
    const button = Object.values(nodes).find((n): n is Extract<FolioNode, { kind: 'button-widget' }> => isSubmitButton(n))!;
    expect(button.meta.action.click.type).toBe('submit');
    const byName = new Map(Object.values(nodes).flatMap((n) => (n.kind === 'text-widget' ? [[n.name, n.id] as const] : [])));
    expect([...byName.keys()].sort()).toEqual(['email', 'message', 'name']);
    expect(button.meta.action.click.type === 'submit' && [...button.meta.action.click.widgetIds].sort()).toEqual([...byName.values()].sort());

    const folioId = page!.folioId;
    const challengeRes = await t.app.inject({ method: 'GET', url: `/public/api/folios/${folioId}/challenge`, headers: { host: SITES } });
    expect(challengeRes.statusCode).toBe(200);
    const challenge = challengeRes.json() as SignedChallenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const data = { [byName.get('name')!]: 'Ada Lovelace', [byName.get('email')!]: 'ada@example.com', [byName.get('message')!]: 'Can I host Folio for my school?' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/public/api/submissions',
      headers: { host: SITES, 'x-session': 'visitor-session-token-0001' },
      payload: { folioId, buttonId: button.id, data, altcha: encodeProof(challenge, solution!) },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.folioId, folioId));
    expect(row!.data).toMatchObject(data);

    const adminToken = await tokenFor(t.db, site!.authorId);
    const read = await t.app.inject({ method: 'GET', url: `/api/folios/${folioId}/submissions`, headers: bearer(adminToken) });
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain('Can I host Folio for my school?');

    // The submit button mails the submission to the owner when the page asks (as for any folio of theirs).
    const mailed = await t.app.inject({
      method: 'POST',
      url: `/public/api/folios/${folioId}/submissions/submit-send-email`,
      headers: { host: SITES, 'x-session': 'visitor-session-token-0001' },
      payload: { submissionId: row!.id },
    });
    expect(mailed.statusCode).toBe(202);
    expect(mailed.json()).toEqual({ sent: true });

    const stranger = await buildUser(t.db);
    const refused = await t.app.inject({ method: 'GET', url: `/api/folios/${folioId}/submissions`, headers: bearer(await tokenFor(t.db, stranger.id)) });
    expect([403, 404]).toContain(refused.statusCode);
    expect(refused.body).not.toContain('Can I host Folio');
  });

  it('drops the link of a page the operator removes, and every link when the site goes', async () => {
    const [site] = await instanceSites(t);
    const token = await tokenFor(t.db, site!.authorId);
    const pages = await t.db.select().from(websitePages).where(eq(websitePages.websiteId, site!.id)).orderBy(websitePages.idx);
    const kept = pages.filter((p) => p.slug !== 'our-story').map((p) => ({ folioId: p.folioId, slug: p.slug }));
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/websites/${site!.id}`, headers: bearer(token), payload: { pages: kept } });
    expect(patched.statusCode).toBe(200);
    const fewer = await eventually(() => config(t), (l) => l.length === 4);
    expect(fewer.map((l) => l.label)).toEqual(['Features', 'Templates', 'Pricing', 'Contact']);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/websites/${site!.id}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(204);
    expect(await eventually(() => config(t), (l) => l.length === 0)).toEqual([]);

    // The next start does not make it again: the operator deleted it.
    expect(await ensureInstanceSite(t.db, t.config)).toBeNull();
    expect(await instanceSites(t)).toHaveLength(0);
  });
});

describe('the instance site on other paths', () => {
  it('is made once when two servers start together after FOLIO_ADMIN_EMAIL made the super admin', async () => {
    const t = await createTestApp(env);
    const other = await createTestApp(env, { databaseUrl: t.databaseUrl });
    await ensureAdminFromEnv(t.db, { ...t.config, FOLIO_ADMIN_EMAIL: 'ops@example.test', FOLIO_ADMIN_PASSWORD: admin.password }, () => {});
    const [boss] = await t.db.select().from(users).where(eq(users.superAdmin, true));
    const results = await Promise.all([ensureInstanceSite(t.db, t.config), ensureInstanceSite(other.db, other.config), ensureInstanceSite(other.db, other.config)]);
    const sites = await instanceSites(t);
    expect(sites).toHaveLength(1);
    expect(results).toEqual([sites[0]!.id, sites[0]!.id, sites[0]!.id]);
    expect(sites[0]).toMatchObject({ authorId: boss!.id });
    expect(sites[0]!.publishedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(folios).where(eq(folios.authorId, boss!.id))).toHaveLength(5);
    // Starting again changes nothing.
    expect(await ensureInstanceSite(t.db, t.config)).toBe(sites[0]!.id);
    expect(await t.db.select().from(folios).where(eq(folios.authorId, boss!.id))).toHaveLength(5);
  });

  it('is made for an installation set up before it existed, at its next start', async () => {
    const t = await createTestApp(env);
    const boss = await buildUser(t.db, { superAdmin: true });
    expect(await ensureInstanceSite(t.db, t.config)).not.toBeNull();
    const [site] = await instanceSites(t);
    expect(site).toMatchObject({ authorId: boss.id });
    expect(site!.publishedAt).toBeInstanceOf(Date);
  });

  it('waits for a super admin, and takes another website address when "folio" is taken', async () => {
    const t = await createTestApp(env);
    expect(await ensureInstanceSite(t.db, t.config)).toBeNull();
    const someone = await buildUser(t.db);
    await t.db.insert(websites).values({ authorId: someone.id, name: 'Mine', slug: 'folio' });
    await setUp(t);
    const [site] = await instanceSites(t);
    expect(site!.slug).toBe('folio-2');
    expect((await config(t))[0]!.href).toBe(`http://${SITES}/site/folio-2/features`);
  });

  it('lets each HEADER_LINK_* replace its own link only', async () => {
    const first = await createTestApp(env);
    await setUp(first);
    const second = await createTestApp({ ...env, HEADER_LINK_PRICING: 'https://example.com/pricing' }, { databaseUrl: first.databaseUrl });
    const links = await config(second);
    expect(links.map((l) => l.label)).toEqual(LABELS);
    expect(links[3]).toEqual({ label: 'Pricing', href: 'https://example.com/pricing' });
    expect(links[0]).toEqual({ label: 'Features', href: `http://${SITES}/site/folio/features` });
    expect(links[4]).toEqual({ label: 'Contact', href: `http://${SITES}/site/folio/contact` });
  });

  it('cannot be claimed by an ordinary user: the flag is no field of the websites API', async () => {
    const t = await createTestApp(env);
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user.id);
    const created = await t.app.inject({ method: 'POST', url: '/api/websites', headers: bearer(token), payload: { name: 'Mine', isInstanceSite: true } });
    expect(created.statusCode).toBe(400);
    const plain = await t.app.inject({ method: 'POST', url: '/api/websites', headers: bearer(token), payload: { name: 'Mine' } });
    expect(plain.statusCode).toBe(201);
    const id = (plain.json() as { id: string }).id;
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/websites/${id}`, headers: bearer(token), payload: { isInstanceSite: true } });
    expect(patched.statusCode).toBe(400);
    expect(await instanceSites(t)).toHaveLength(0);
    expect(await config(t)).toEqual([]);
  });
});
