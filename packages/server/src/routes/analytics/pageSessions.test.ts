// GET /api/pageSessions honours filter and sort (spec §3 Page session query fields), within the caller's scope.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildFolio, buildUser, tokenFor } from '../../../test/factories.ts';

const { app, db } = await createTestApp();

/** A page view of the folio `minutesAgo` minutes ago, straight into the table as the writer would leave it. */
async function view(folioId: string, ownerId: string, minutesAgo: number, pageUrl: string, device = 'desktop', params = '') {
  await db.execute(sql`insert into page_views (ts, id, entity_type, entity_id, owner_id, page_url, page_url_params, visitor, referrer_host, device, browser, os)
    values (now() - make_interval(mins => ${minutesAgo}), gen_random_uuid(), 'folio', ${folioId}, ${ownerId}, ${pageUrl}, ${params}, 1, '', ${device}, 'Firefox', 'Linux')`);
}

async function scene() {
  const owner = await buildUser(db);
  const other = await buildUser(db);
  const folio = await buildFolio(db, { authorId: owner.id });
  const theirs = await buildFolio(db, { authorId: other.id });
  await view(folio.id, owner.id, 5, '/b', 'mobile', 'utm_source=news');
  await view(folio.id, owner.id, 4, '/a');
  await view(folio.id, owner.id, 3, '/c', 'mobile');
  await view(folio.id, owner.id, 2, '/a', 'mobile');
  await view(theirs.id, other.id, 1, '/a', 'mobile');
  return { folio, headers: bearer(await tokenFor(db, owner.id)) };
}

const get = (headers: Record<string, string>, query: string) => app.inject({ method: 'GET', url: `/api/pageSessions?${query}`, headers });
const urls = (body: { items: Array<{ pageUrl: string; device: string }> }) => body.items.map((i) => `${i.pageUrl} ${i.device}`);

describe('GET /api/pageSessions filter and sort', () => {
  it('filters on fields, exactly, and counts only what matches', async () => {
    const { folio, headers } = await scene();
    const all = await get(headers, `entityId=${folio.id}`);
    expect(urls(all.json())).toEqual(['/a mobile', '/c mobile', '/a desktop', '/b mobile']);
    const onA = await get(headers, `entityId=${folio.id}&filter=${encodeURIComponent('{"pageUrl":"/a"}')}`);
    expect(onA.statusCode, onA.body).toBe(200);
    expect(onA.json().total).toBe(2);
    expect(urls(onA.json())).toEqual(['/a mobile', '/a desktop']);
    const both = await get(headers, `filter=${encodeURIComponent('{"pageUrl":"/a","device":"mobile"}')}`);
    expect(urls(both.json())).toEqual(['/a mobile']);
    const campaign = await get(headers, `filter=${encodeURIComponent('{"pageUrlParams":"utm_source=news"}')}`);
    expect(urls(campaign.json())).toEqual(['/b mobile']);
  });

  it('sorts by a field, - for descending, newest first within it', async () => {
    const { folio, headers } = await scene();
    const up = await get(headers, `entityId=${folio.id}&sort=pageUrl`);
    expect(up.statusCode, up.body).toBe(200);
    expect(urls(up.json())).toEqual(['/a mobile', '/a desktop', '/b mobile', '/c mobile']);
    expect(urls((await get(headers, `entityId=${folio.id}&sort=-pageUrl`)).json())).toEqual(['/c mobile', '/b mobile', '/a mobile', '/a desktop']);
    expect(urls((await get(headers, `entityId=${folio.id}&sort=created`)).json())).toEqual(['/b mobile', '/a desktop', '/c mobile', '/a mobile']);
    const paged = await get(headers, `entityId=${folio.id}&sort=pageUrl&first=1&after=2`);
    expect(paged.json()).toMatchObject({ total: 4 });
    expect(urls(paged.json())).toEqual(['/b mobile']);
  });

  it.each([
    ['a filter that is not JSON', 'filter=pageUrl', 'filter: must be a JSON object'],
    ['a filter that is a list', `filter=${encodeURIComponent('["/a"]')}`, 'filter: must be a JSON object'],
    ['a filter on an unknown field', `filter=${encodeURIComponent('{"visitor":"1"}')}`, 'filter: "visitor" is not a field to filter on'],
    ['a filter value that is not text', `filter=${encodeURIComponent('{"pageUrl":1}')}`, 'filter.pageUrl: must be text'],
    ['a sort on an unknown field', 'sort=visitor', 'sort: created, siteSessionId'],
  ])('refuses %s with a 400 saying what to fix', async (_name, query, message) => {
    const { headers } = await scene();
    const res = await get(headers, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
