import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { bearer } from '../../test/factories.ts';

const { app } = await createTestApp();
const small = await createTestApp({ BODY_LIMIT: '1024' });

const json = { 'content-type': 'application/json' };

describe('errors leave as JSON {error, message}', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/public/api/setup', headers: json, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'Malformed JSON in request body' });
  });

  it('answers a schema violation with 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/public/api/setup',
      payload: { email: 'not-an-email', password: 'a long enough passphrase', displayName: 'A' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toContain('body.email');
  });

  it('answers a query violation with 400 naming the parameter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox?first=1000', headers: bearer('whatever') });
    // Validation runs before authentication in the handler, so even a bad token gets told about the query first.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring.first');
  });

  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['GET', '/public/api/no-such-thing'],
    ['DELETE', '/api/users/me'],
  ])('answers an unknown route %s %s with 404 JSON', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'Not Found', message: `No route ${method} ${url}` });
  });

  it('answers a body over BODY_LIMIT with 413', async () => {
    const payload = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(2000), displayName: 'A' });
    const res = await small.app.inject({ method: 'POST', url: '/public/api/setup', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Payload Too Large', message: 'The request body is larger than the server accepts' });
  });

  it('accepts a body under BODY_LIMIT on the same server', async () => {
    const payload = JSON.stringify({ email: 'a@example.test', password: 'short', displayName: 'A' });
    const res = await small.app.inject({ method: 'POST', url: '/public/api/setup', headers: json, payload });
    // The password policy answers, so the body got through the size check.
    expect(res.statusCode).toBe(400);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/public/api/setup',
      headers: { 'content-type': 'application/xml' },
      payload: '<setup/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('answers an /api route without a token with 401 Authorized use only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authorized use only' });
  });

  it('answers an /api route with an unknown token with 401 asking to log in again', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer('forged') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Session expired; please login again' });
  });
});

describe('security headers', () => {
  it.each([['/public/api/setup'], ['/api/users/me'], ['/api/no-such-thing']])('are set on %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Nobody may frame the app (clickjacking): CSP for current browsers, X-Frame-Options for old ones.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
