import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const { app } = await createTestApp();

interface Operation {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; description?: string }>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema & { description?: string }>;
  items?: Schema;
  additionalProperties?: boolean;
  description?: string;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
const op = (path: string, method: string) => {
  const o = spec.paths[path]?.[method];
  if (!o) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  return o;
};

describe('API documentation', () => {
  it('GET /api/docs serves the Swagger UI page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Swagger UI</title>');
  });

  it('GET /api/docs/json is an OpenAPI 3 document with bearer auth', () => {
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.components.securitySchemes).toHaveProperty('bearer');
  });

  it('lists every users, setup and admin route', () => {
    const expected: Array<[string, string]> = [
      ['/public/api/usersR1/{id}', 'get'],
      ['/api/usersR1/{id}', 'patch'],
      ['/api/users/me', 'get'],
      ['/api/users/notShowTipOfTheDay', 'post'],
      ['/api/users/notShowWelcomeMessage', 'post'],
      ['/api/users/notShowMgMiniVideo', 'post'],
      ['/api/users/check/email', 'get'],
      ['/api/users/check/friendlyUrl', 'get'],
      ['/public/api/users/idByUrl/{url}', 'get'],
      ['/public/api/setup', 'get'],
      ['/public/api/setup', 'post'],
      ['/api/admin/outbox', 'get'],
      ['/api/users/loginLogs', 'get'],
    ];
    for (const [path, method] of expected) expect(op(path, method).summary, `${method} ${path}`).toBeTruthy();
  });

  it('documents the profile update body, field by field, and that it takes no other keys', () => {
    const schema = op('/api/usersR1/{id}', 'patch').requestBody!.content['application/json'].schema;
    expect(Object.keys(schema.properties!).sort()).toEqual(
      ['assetDefaultTags', 'avatarBlobId', 'businessName', 'checklistDismissed', 'displayName', 'folioDefaultTags', 'friendlyUrl', 'intent', 'language', 'profileSummary'].sort(),
    );
    for (const field of Object.values(schema.properties!)) expect(field.description).toBeTruthy();
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties).not.toHaveProperty('superAdmin');
  });

  it('documents the public profile without private fields and the own profile with them', () => {
    const pub = op('/public/api/usersR1/{id}', 'get').responses['200']!.content!['application/json'].schema;
    expect(Object.keys(pub.properties!)).not.toContain('email');
    expect(pub.properties!.displayName!.description).toBeTruthy();
    const own = op('/api/users/me', 'get').responses['200']!.content!['application/json'].schema;
    expect(Object.keys(own.properties!)).toEqual(expect.arrayContaining(['email', 'superAdmin', 'folioDefaultTags']));
    expect(Object.keys(own.properties!)).not.toContain('passwordHash');
  });

  it('documents paging parameters and the page shape of the admin lists', () => {
    for (const path of ['/api/admin/outbox', '/api/users/loginLogs']) {
      const o = op(path, 'get');
      expect(o.security).toEqual([{ bearer: [] }]);
      const params = o.parameters!.filter((p) => p.in === 'query');
      // The login log also filters (issue 15): by user, result, reason, address and days.
      const filters = path === '/api/users/loginLogs' ? ['from', 'ip', 'reason', 'success', 'to', 'user'] : [];
      expect(params.map((p) => p.name).sort()).toEqual(['after', 'first', ...filters].sort());
      for (const p of params) expect(p.description).toBeTruthy();
      const page = o.responses['200']!.content!['application/json'].schema;
      expect(Object.keys(page.properties!).sort()).toEqual(['items', 'total']);
    }
    const item = op('/api/admin/outbox', 'get').responses['200']!.content!['application/json'].schema.properties!.items!.items!;
    expect(Object.keys(item.properties!).sort()).toEqual(['createdAt', 'html', 'id', 'status', 'subject', 'text', 'to']);
  });

  it('documents the setup body', () => {
    const schema = op('/public/api/setup', 'post').requestBody!.content['application/json'].schema;
    expect(Object.keys(schema.properties!).sort()).toEqual(['displayName', 'email', 'password']);
    expect(schema.properties!.password!.description).toMatch(/8/);
  });
});
