import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Folio</title></head><body></body></html>');
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell.js', '_react.js'] },
    '_shell.js': { file: 'assets/shell-1.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_ui.js': { file: 'assets/ui-1.js', imports: ['_react.js'] },
    'src/editor/EditorPage.tsx': { file: 'assets/EditorPage-1.js', isDynamicEntry: true, imports: ['_react.js', '_ui.js'], css: ['assets/EditorPage-1.css'] },
    'src/routes/home/HomePage.tsx': { file: 'assets/HomePage-1.js', isDynamicEntry: true, imports: ['_react.js', '_ui.js'] },
    ...Object.fromEntries(
      ['en', 'fr', 'ar'].flatMap((lang) =>
        ['common', 'layout', 'auth', 'errors', 'home', 'onboarding', 'editor', 'editorPanel', 'share', 'profile'].map((area) => [
          `src/i18n/locales/${lang}/${area}.json`,
          { file: `assets/${lang}-${area}-1.js`, isDynamicEntry: true },
        ]),
      ),
    ),
  }),
);
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), zlib.brotliCompressSync('console.log(1)'));

const { app, config } = await createTestApp({ WEB_DIST_DIR: dist });
const appHost = new URL(config.APP_ORIGIN).host;
const sitesHost = new URL(config.SITES_ORIGIN).host;

describe('serving the web app', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the Brotli copy the build wrote to a browser that accepts it, and the plain file to one that does not', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers client-side routes with index.html that is always revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Folio</title>');
  });

  it('opens the app at / on the app host, signed in or out', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await app.inject({ method: 'GET', url: '/', headers: { host: appHost, accept: 'text/html', ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Folio</title>');
    }
  });

  it('keeps the web app off the sites host: unknown paths there get the visitors\' 404 page', async () => {
    for (const url of ['/', '/folio/x', '/site/a/b/c', '/_folio/x', '/blob/x/y/z', '/home', '/assets/app-1a2b3c.js', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: sitesHost, accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('Page not found');
      expect(res.body, url).not.toContain('<title>Folio</title>');
    }
  });

  const preloaded = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]);

  it('preloads on every screen the shell\'s messages in the language the app will start in', async () => {
    const profile = await app.inject({ method: 'GET', url: '/profile', headers: { host: appHost, 'accept-language': 'en-GB,en;q=0.8' } });
    expect(preloaded(profile.body)).toEqual(['en-common-1.js', 'en-layout-1.js', 'en-auth-1.js']);
    // The entry's own chunks are already in index.html; English shows the server's messages as they come.
    expect(profile.body).not.toContain('shell-1.js');
    expect(profile.body).not.toContain('react-1.js');
    expect(profile.body).not.toContain('errors');
    expect(profile.headers.vary).toContain('accept-language');
  });

  it('preloads the editor\'s own chunks, stylesheet and messages in the page of an editor address', async () => {
    const editor = await app.inject({ method: 'GET', url: '/folios/f1/edit', headers: { host: appHost } });
    expect(editor.statusCode).toBe(200);
    expect(preloaded(editor.body)).toEqual(['en-common-1.js', 'en-layout-1.js', 'en-auth-1.js', 'en-editor-1.js', 'en-editorPanel-1.js', 'en-share-1.js', 'EditorPage-1.js', 'ui-1.js']);
    expect(editor.body).toContain('<link rel="stylesheet" crossorigin href="/assets/EditorPage-1.css">');
  });

  it('preloads the dashboard\'s own chunks and messages in the page of /home, which sign-in does not download', async () => {
    const home = await app.inject({ method: 'GET', url: '/home', headers: { host: appHost } });
    expect(preloaded(home.body)).toEqual(['en-common-1.js', 'en-layout-1.js', 'en-auth-1.js', 'en-home-1.js', 'en-onboarding-1.js', 'HomePage-1.js', 'ui-1.js']);
    const login = await app.inject({ method: 'GET', url: '/login', headers: { host: appHost } });
    expect(login.body).not.toContain('HomePage-1.js');
    expect(login.body).not.toContain('home-1.js');
  });

  it('preloads the messages of the language the app will start in: the kept choice, else the browser\'s', async () => {
    const french = await app.inject({ method: 'GET', url: '/login', headers: { host: appHost, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    // In another language the server's messages come in it and in English, by which the app recognises them.
    expect(preloaded(french.body)).toEqual(['fr-common-1.js', 'fr-layout-1.js', 'fr-auth-1.js', 'fr-errors-1.js', 'en-errors-1.js']);
    const chosen = await app.inject({ method: 'GET', url: '/login', headers: { host: appHost, 'accept-language': 'fr', cookie: 'other=1; folio_language=ar' } });
    expect(preloaded(chosen.body).slice(0, 3)).toEqual(['ar-common-1.js', 'ar-layout-1.js', 'ar-auth-1.js']);
    // A cookie naming a language the app lacks, or a made-up header: the browser's language, else English.
    const unknown = await app.inject({ method: 'GET', url: '/login', headers: { host: appHost, 'accept-language': 'de-DE,fr;q=0.5', cookie: 'folio_language=xx' } });
    expect(preloaded(unknown.body)[0]).toBe('fr-common-1.js');
    const odd = await app.inject({ method: 'GET', url: '/login', headers: { host: appHost, 'accept-language': ';;,q=,\u0000'.repeat(200), cookie: 'folio_language="><script>' } });
    expect(odd.statusCode).toBe(200);
    expect(preloaded(odd.body)[0]).toBe('en-common-1.js');
    expect(odd.body).not.toContain('<script>');
  });

  it('serves the app shell under the strict CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/home' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps unknown API routes and missing files as 404 JSON, never the app shell', async () => {
    for (const url of ['/api/unknown', '/public/api/unknown', '/assets/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'Not Found' });
    }
  });
});
