// The proof-of-work widget's files (issue 31): served on the sites origin only, hashed, and loaded only by forms that ask.
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { formDoc, owner } from '../submissions/testing.ts';
import { SITES_CSP } from './csp.ts';
import { proofWidget } from './proofWidget.ts';
import { publishedFolio, textDoc } from './testing.ts';

const { app, db, config } = await createTestApp();
const sitesHost = new URL(config.SITES_ORIGIN).host;
const appHost = new URL(config.APP_ORIGIN).host;
const get = (url: string, host = sitesHost) => app.inject({ method: 'GET', url, headers: { host } });

describe('the ALTCHA widget on the sites origin', () => {
  it('serves the widget and its worker as cacheable JavaScript with the sites security headers, not on the app origin', async () => {
    const { widgetSrc } = await proofWidget();
    const worker = /"(\/_folio\/altcha-worker\.js\?v=[0-9a-f]{12})"/.exec((await get(widgetSrc)).body)?.[1];
    expect(worker).toBeDefined();
    for (const url of [widgetSrc, worker!]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe(SITES_CSP);
      expect(() => new vm.Script(res.body)).not.toThrow();
      expect((await get(url, appHost)).statusCode).toBe(404);
    }
    // Its own worker file: the CSP's script-src 'self' covers it, no blob: or inline code.
    expect((await get(widgetSrc)).body).not.toContain('createObjectURL');
    const sizes = { widget: gzipSync((await get(widgetSrc)).rawPayload).length, worker: gzipSync((await get(worker!)).rawPayload).length };
    console.log(`proof-of-work widget ${sizes.widget} B gzipped, its worker ${sizes.worker} B`);
  });

  it('is named by the visitor script, and only a form that asks for a proof marks its buttons for it', async () => {
    const { widgetSrc } = await proofWidget();
    const script = (await get('/_folio/folio.js')).body;
    expect(script).toContain(widgetSrc);
    expect(gzipSync((await get('/_folio/folio.js')).rawPayload).length).toBeLessThan(15 * 1024);

    const { user, access } = await owner(db);
    const html = async (doc: Parameters<typeof publishedFolio>[3]) => (await get(`/folio/${(await publishedFolio(app, db, access, doc)).id}/page/p1`)).body;
    const withProof = await html(formDoc(user.id, { spamProtection: 'proofOfWork' }));
    expect(withProof).toMatch(/<button[^>]*data-fo-submit="send"[^>]*data-fo-pow=""/);
    // The page itself loads no widget: the visitor script does, when the visitor turns to the form.
    expect(withProof).not.toContain('altcha');
    expect(await html(formDoc(user.id, { spamProtection: 'none' }))).not.toContain('data-fo-pow');
    expect(await html(formDoc(user.id))).not.toContain('data-fo-pow');
    expect(await html(textDoc(user.id, 'Text', '<p>No form here</p>'))).not.toContain('data-fo-pow');
  });
});
