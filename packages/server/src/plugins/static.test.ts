import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Folio</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');

const { app } = await createTestApp({ WEB_DIST_DIR: dist });

describe('serving the web app', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers client-side routes with index.html that is always revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Folio</title>');
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
