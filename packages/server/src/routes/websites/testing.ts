// Helpers for the website API tests: a signed-in user and one call per route.
import type { Website } from '@folio/model';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';

/** A website author: a Creator account, whose websites may have their own domain (a Free one's may not). */
export async function signedIn(db: Db) {
  const user = await buildUser(db, { accountTypeId: 2 });
  return { user, token: await tokenFor(db, user.id) };
}

const auth = (token: string | null) => (token ? bearer(token) : {});

/** One call per website route; a null token sends none. */
export function websiteApi(app: App) {
  return {
    list: (token: string | null, query = '') => app.inject({ method: 'GET', url: `/api/websites${query}`, headers: auth(token) }),
    create: (token: string | null, payload: object) => app.inject({ method: 'POST', url: '/api/websites', headers: auth(token), payload }),
    get: (token: string | null, id: string) => app.inject({ method: 'GET', url: `/api/websites/${id}`, headers: auth(token) }),
    patch: (token: string | null, id: string, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/websites/${id}`, headers: auth(token), payload }),
    remove: (token: string | null, id: string) => app.inject({ method: 'DELETE', url: `/api/websites/${id}`, headers: auth(token) }),
    publish: (token: string | null, id: string) => app.inject({ method: 'POST', url: `/api/websites/${id}/publish`, headers: auth(token) }),
    checkSlug: (token: string | null, slug: string, websiteId?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/websites/check/slug/${encodeURIComponent(slug)}${websiteId ? `?websiteId=${websiteId}` : ''}`,
        headers: auth(token),
      }),
    associated: (token: string | null, folioId: string) =>
      app.inject({ method: 'GET', url: `/api/folios/${folioId}/associatedWebsites`, headers: auth(token) }),
  };
}

/** The stored row, to show that a refused request changed nothing. */
export async function storedWebsite(db: Db, id: string) {
  const [row] = await db.select().from(websites).where(eq(websites.id, id));
  return row!;
}

export type { Website };
