// Which host answers what (issue 24, point 3): the web app and the API only on the app origin's exact host; the sites
// host, its name variants and websites' custom domains get pages and their files only; any other host nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, buildWebsite, tokenFor } from '../../../test/factories.ts';
import { publishedFolio, textDoc } from './testing.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Folio web app</title></head><body></body></html>');
fs.writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js'), 'console.log("the web app")');

const { app, db, config } = await createTestApp({ WEB_DIST_DIR: dist, SITES_ORIGIN: 'http://sites.folio.test:8080' });
const appHost = new URL(config.APP_ORIGIN).host;

const user = await buildUser(db, { displayName: 'Hedda Hostwatch' });
const token = await tokenFor(db, user.id);
const page = await publishedFolio(app, db, token, textDoc(user.id, 'Shop home', '<p>Fresh bread daily</p>'));
await buildWebsite(db, { authorId: user.id, name: 'Bakery', publishedAt: new Date(), customDomain: 'shop.example', pages: [{ folioId: page.id, slug: 'home' }] });
// A website that is not published: its domain is nobody's yet.
await buildWebsite(db, { authorId: user.id, name: 'Draft', customDomain: 'draft.example' });

const get = (url: string, host: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** What must never answer off the app host: the app shell, the web app's script, the API's data. */
function expectNothingOfTheApp(res: Awaited<ReturnType<typeof get>>, what: string) {
  expect([404, 421], what).toContain(res.statusCode);
  expect(res.body, what).not.toContain('Folio web app');
  expect(res.body, what).not.toContain('the web app');
  expect(res.body, what).not.toContain(user.email);
  expect(res.body, what).not.toContain('Hedda Hostwatch');
}

const APP_PATHS = ['/api/users/me', `/public/api/usersR1/${user.id}`, '/public/api/config', '/libraries/1', '/login', '/dashboard', '/folios/x/edit', '/assets/index-1a2b3c.js'];

const VISITOR_HOSTS = {
  'the sites host': 'sites.folio.test:8080',
  'the sites host in upper case': 'SITES.FOLIO.TEST:8080',
  'the sites host with a trailing dot': 'sites.folio.test.:8080',
  'the sites host without its port': 'sites.folio.test',
  'a custom domain': 'shop.example',
  'a custom domain with a port': 'shop.example:8080',
  'a custom domain with a trailing dot, in upper case': 'SHOP.EXAMPLE.',
};
const UNKNOWN_HOSTS = {
  'an unknown host': 'unknown.example',
  'the app host without its port': 'localhost',
  'the app host with a trailing dot': appHost.replace(':', '.:'),
  'the app host by address': appHost.replace('localhost', '127.0.0.1'),
  'an unpublished website’s domain': 'draft.example',
};

describe('the app origin', () => {
  it('answers the web app, its files and the API on its exact host', async () => {
    const me = await get('/api/users/me', appHost, bearer(token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email });
    expect((await get(`/public/api/usersR1/${user.id}`, appHost)).body).toContain('Hedda Hostwatch');
    for (const url of ['/', '/libraries/1', '/login', '/dashboard']) {
      const res = await get(url, appHost);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Folio web app');
    }
    expect((await get('/assets/index-1a2b3c.js', appHost)).body).toContain('the web app');
    const login = await app.inject({ method: 'POST', url: '/public/api/login', headers: { host: appHost }, payload: { username: user.email, password: 'wrong' } });
    expect(login.statusCode).toBe(401);
  });
});

describe('visitors’ hosts: the sites host, its name variants and websites’ custom domains', () => {
  for (const [name, host] of Object.entries(VISITOR_HOSTS)) {
    it(`${name} gets no app shell, no web app files and no API`, async () => {
      for (const url of APP_PATHS) {
        const res = await get(url, host, bearer(token));
        expectNothingOfTheApp(res, `${host} ${url}`);
        expect(res.statusCode, `${host} ${url}`).toBe(404);
        expect(res.body, `${host} ${url}`).toContain('Page not found');
      }
      const login = await app.inject({ method: 'POST', url: '/public/api/login', headers: { host }, payload: { username: user.email, password: 'wrong' } });
      expectNothingOfTheApp(login, `${host} POST /public/api/login`);
      expect((await get('/healthz', host)).statusCode).toBe(200);
    });
  }

  it('still serve what visitors need: the website at its domain, its files, what its forms post', async () => {
    const home = await get('/', 'shop.example');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Fresh bread daily');
    expect((await get('/_folio/folio.css', 'shop.example')).statusCode).toBe(200);
    const upload = await app.inject({ method: 'POST', url: '/public/api/submissions/uploadToken', headers: { host: 'shop.example' }, payload: {} });
    expect(upload.statusCode).toBe(400);
    expect((await get(`/folio/${page.id}/page/p1`, 'sites.folio.test:8080')).body).toContain('Fresh bread daily');
    expect((await get('/', 'sites.folio.test:8080')).statusCode).toBe(404);
  });
});

describe('hosts of no origin', () => {
  for (const [name, host] of Object.entries(UNKNOWN_HOSTS)) {
    it(`${name} gets 421 for everything but health checks`, async () => {
      for (const url of [...APP_PATHS, '/', '/some-page', '/_folio/folio.css', `/folio/${page.id}/page/p1`, '/public/api/submissions/uploadToken']) {
        const res = await get(url, host, bearer(token));
        expectNothingOfTheApp(res, `${host} ${url}`);
        expect(res.statusCode, `${host} ${url}`).toBe(421);
        expect(res.json(), `${host} ${url}`).toMatchObject({ error: 'Misdirected Request' });
      }
      expect((await get('/healthz', host)).statusCode).toBe(200);
      expect((await get('/readyz', host)).statusCode).toBe(200);
    });
  }
});
