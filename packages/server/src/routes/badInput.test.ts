// Every route of the OpenAPI document (and the sites routes it hides), every method, with and without a valid
// token, on the app host and the sites host, fed ordinary bad input: NUL characters, lone UTF-16 surrogates,
// 10,000-deep JSON and huge but legal strings in path parameters, query parameters and JSON bodies, and dates that
// are not days, or ranges backwards or of centuries, in query dates (the analytics routes'). None of it
// may cost a 5xx: each is the client's to fix, so each must be a 4xx that says so.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { bearer, buildAsset, buildFolio, buildUser, buildWebsite, tokenFor } from '../../test/factories.ts';
import { libraries } from '../db/schema.ts';

const { app, db, config } = await createTestApp();
const appHost = new URL(config.APP_ORIGIN).host;
const sitesHost = new URL(config.SITES_ORIGIN).host;

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};

/** Routes the OpenAPI document hides: what visitors get on the sites origin. */
const HIDDEN: Array<[string, Operation]> = [
  ['/folio/{folioId}/page/{pageId}', {}],
  ['/site/{slug}', {}],
  ['/site/{slug}/sitemap.xml', {}],
  ['/site/{slug}/robots.txt', {}],
  ['/site/{slug}/search', { parameters: [{ name: 'q', in: 'query' }] }],
  ['/site/{slug}/{page}', {}],
  ['/search', { parameters: [{ name: 'q', in: 'query' }] }],
  ['/{segment}', {}],
  ['/_folio/fonts/{file}', {}],
  ['/_folio/fonts.css', { parameters: [{ name: 'families', in: 'query' }] }],
];

const operations: Array<{ method: string; path: string; op: Operation }> = [
  ...Object.entries(spec.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op }))),
  ...HIDDEN.map(([path, op]) => ({ method: 'get', path, op })),
];

const DEEP = 10_000;
const DEEP_MARK = '__deep__';
const deepJson = '['.repeat(DEEP) + ']'.repeat(DEEP);
const HUGE = 'x'.repeat(200_000);

/** Bad path and query values, already percent-encoded (a lone surrogate cannot be encoded by encodeURIComponent). */
const BAD_URL_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%F0%9F', 'x'.repeat(3000)];
/** Values a date in a query must survive: not a day, no such day, days at and beyond the ends of the calendar. */
const BAD_DATES = ['abc', '2026-02-30', '2026-13-01', '9999-12-31', '0000-01-01', '-000001-01-01', '+020000-01-01', '-1', '2026-1-5'];
/** Ranges a startDate/endDate pair must survive: backwards, and from year 1 to 9999. */
const BAD_RANGES = ['startDate=2026-03-02&endDate=2026-03-01', 'startDate=0001-01-01&endDate=9999-12-31', 'startDate=2000-01-01&endDate=2999-12-31'];
/** Bad strings for JSON bodies; DEEP_MARK becomes 10,000-deep JSON in place of the string. */
const BAD_STRINGS = ['a\u0000b', '\ud800', 'a\udfffb', HUGE, DEEP_MARK];

/** A JSON value of the schema's shape with `bad` in every string, key of a map, and any-typed place. */
function fill(schema: Schema | undefined, bad: string, depth = 0): unknown {
  if (!schema || depth > 8) return bad;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return fill(choice.find((s) => s.type !== 'null') ?? choice[0], bad, depth + 1);
  if (schema.allOf) return fill(Object.assign({}, ...schema.allOf) as Schema, bad, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) out[key] = fill(inner, bad, depth + 1);
      if (schema.additionalProperties) {
        const inner = schema.additionalProperties === true ? undefined : schema.additionalProperties;
        out.k1 = fill(inner, bad, depth + 1);
        if (bad !== DEEP_MARK && bad !== HUGE) out[bad] = fill(inner, bad, depth + 1);
      }
      return out;
    }
    case 'array':
      return [fill(schema.items, bad, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return bad;
    default:
      return bad;
  }
}

const bodyText = (value: unknown) => JSON.stringify(value).replaceAll(JSON.stringify(DEEP_MARK), deepJson);

interface Fixtures {
  token: string;
  ids: Record<string, string>;
}

/** A super admin with a folio, a website showing it, a library and an asset: so good ids reach the database. */
async function fixtures(): Promise<Fixtures> {
  const user = await buildUser(db, { superAdmin: true });
  const folio = await buildFolio(db, { authorId: user.id });
  const website = await buildWebsite(db, { authorId: user.id, pages: [folio.id] });
  const [library] = await db.insert(libraries).values({ ownerId: user.id, name: 'Probe library' }).returning();
  const asset = await buildAsset(db, { authorId: user.id });
  return {
    token: await tokenFor(db, user.id),
    ids: {
      folios: folio.id,
      usersR1: user.id,
      verify: user.id,
      changePassword: user.id,
      resetPassword: user.id,
      websites: String(website.id),
      libraries: String(library!.id),
      item: String(library!.id),
      assets: asset.id,
      blob: String(asset.blobId),
      folio: folio.id,
      page: 'page-1',
      site: website.slug,
    },
  };
}

/** The value for a path parameter that lets the request reach its handler: the id of the fixture it names. */
function goodParam(path: string, name: string, f: Fixtures): string {
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  const before = segments[at - 1] ?? '';
  if (name === 'itemId') return f.ids.folios!;
  if (name === 'pageId') return 'p1';
  if (name === 'slug') return f.ids.site!;
  if (name === 'page') return 'page-1';
  return f.ids[before] ?? f.ids.folios!;
}

interface Probe {
  what: string;
  url: string;
  body?: string;
}

function probesFor(path: string, op: Operation, method: string, f: Fixtures): Probe[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  for (const match of path.matchAll(/\{(\w+)\}/g)) if (!params.includes(match[1]!)) params.push(match[1]!);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const urlWith = (values: Record<string, string>, qs = '') =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? encodeURIComponent(goodParam(path, name, f))) + qs;
  const probes: Probe[] = [];
  for (const param of params) {
    for (const bad of BAD_URL_VALUES) probes.push({ what: `path ${param}=${bad.slice(0, 12)}`, url: urlWith({ [param]: bad }) });
  }
  for (const bad of BAD_URL_VALUES) {
    const names = query.length > 0 ? query : ['q'];
    probes.push({ what: `query=${bad.slice(0, 12)}`, url: urlWith({}, `?${names.map((n) => `${n}=${bad}`).join('&')}`) });
  }
  const dates = query.filter((name) => /date$/i.test(name));
  for (const name of dates) {
    for (const bad of BAD_DATES) probes.push({ what: `query ${name}=${bad}`, url: urlWith({}, `?${name}=${encodeURIComponent(bad)}`) });
  }
  if (dates.includes('startDate') && dates.includes('endDate')) {
    for (const range of BAD_RANGES) probes.push({ what: `query ${range}`, url: urlWith({}, `?${range}`) });
  }
  const schema = op.requestBody?.content['application/json']?.schema;
  if (schema || ['post', 'put', 'patch', 'delete'].includes(method)) {
    for (const bad of BAD_STRINGS) {
      probes.push({ what: `body strings=${JSON.stringify(bad.slice(0, 12))}`, url: urlWith({}), body: bodyText(fill(schema, bad)) });
    }
    probes.push({ what: 'body 10,000 deep', url: urlWith({}), body: deepJson });
    probes.push({ what: 'body object 10,000 deep', url: urlWith({}), body: `{"a":${deepJson}}` });
  }
  return probes;
}

describe('ordinary bad input never costs a 5xx', () => {
  it('every route of the OpenAPI document and every sites route answers NUL, lone surrogates, 10,000-deep JSON, huge strings and bad query dates with a 4xx, with and without a token, on both hosts', async () => {
    expect(operations.length).toBeGreaterThan(70);
    const dated = operations.filter(({ op }) => (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'endDate'));
    expect(dated.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/foliosAnalytics', '/api/foliosAnalyticsMeta', '/api/pageSessions', '/api/uiEvents', '/api/folios/{id}/uiEvents']));
    expect(dated.length).toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      const f = await fixtures();
      for (const probe of probesFor(path, op, method, f)) {
        for (const host of [appHost, sitesHost]) {
          for (const token of [null, f.token]) {
            const res = await app.inject({
              method: method.toUpperCase() as 'GET',
              url: probe.url,
              headers: {
                host,
                ...(token ? bearer(token) : {}),
                ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(probe.body === undefined ? {} : { payload: probe.body }),
            });
            sent++;
            if (res.statusCode >= 500) {
              failures.push(`${method.toUpperCase()} ${path} [${probe.what}] ${host} ${token ? 'token' : 'no token'} → ${res.statusCode} ${res.body.slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('bad input is refused with a message that names what to fix', () => {
  it('a NUL in a path, query or body field is a 400 naming it', async () => {
    const f = await fixtures();
    const path = await app.inject({ method: 'GET', url: '/public/api/folios/url/%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ error: 'Bad Request', message: 'The URL path contains a NUL character (%00); remove it' });

    const query = await app.inject({ method: 'GET', url: '/public/api/marketplace/assets?title=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('query.title contains a NUL character (U+0000); remove it');

    const sites = await app.inject({ method: 'GET', url: '/site/%00', headers: { host: sitesHost } });
    expect(sites.statusCode).toBe(400);

    const login = await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: 'a\u0000b', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('body.username contains a NUL character (U+0000); remove it');

    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/folios/${f.ids.folios}`,
      headers: bearer(f.token),
      payload: { baseVersion: 1, log: [], root: { tags: ['ok', 'bad \ud800'] } },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe(
      'body.root.tags.1 contains a lone UTF-16 surrogate (half of a character such as an emoji); send well-formed Unicode',
    );
  });

  it('JSON nested 10,000 deep is a 400 that names where, in a node and in the publish body’s visStates', async () => {
    const f = await fixtures();
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/folios/${f.ids.folios}`,
      headers: { ...bearer(f.token), 'content-type': 'application/json' },
      payload: `{"baseVersion":1,"log":[],"nodes":{"n1":{"id":"n1","kind":"text-resource","meta":${deepJson}}}}`,
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe('body.nodes.n1.meta.0… is nested more than 64 levels deep; send flatter JSON');

    const publish = await app.inject({
      method: 'PATCH',
      url: `/api/folios/${f.ids.folios}/publish`,
      headers: { ...bearer(f.token), 'content-type': 'application/json' },
      payload: `{"visStates":{"v1":${deepJson}}}`,
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().message).toBe('body.visStates.v1.0.0… is nested more than 64 levels deep; send flatter JSON');
  });

  it('well-formed text with emoji, accents and every other plane still goes through', async () => {
    const f = await fixtures();
    const name = 'Déjà vu 😀 — 日本語 \u{10FFFD}';
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/folios/${f.ids.folios}`,
      headers: bearer(f.token),
      payload: { baseVersion: 1, log: [{ action: 'updateSettings', path: 'root.name' }], root: { name } },
    });
    expect(res.statusCode).toBe(200);
    const saved = await app.inject({ method: 'GET', url: `/api/folios/${f.ids.folios}?forEditing=true`, headers: bearer(f.token) });
    expect(saved.json().root.name).toBe(name);
  });
});
