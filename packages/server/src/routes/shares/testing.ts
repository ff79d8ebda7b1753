// Helpers for the sharing tests: two people, a share made through the API, a folio of the owner's.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { folios } from '../../db/schema.ts';
import { bearer, buildFolio, buildUser, tokenFor, type TestUser } from '../../../test/factories.ts';
import { textDoc } from '../sites/testing.ts';

export interface Person {
  user: TestUser;
  token: string;
}

export async function person(db: Db, displayName = 'Person'): Promise<Person> {
  const user = await buildUser(db, { displayName });
  return { user, token: await tokenFor(db, user.id) };
}

export const NONE = { canEditContent: false, canEditSettings: false, canPublish: false, canShare: false };

/** POST /api/shares as `by`; expects 201 and answers the body. */
export async function share(app: App, by: Person, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/shares', headers: bearer(by.token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { shares: Array<{ id: string }>; link?: { token: string; url: string } };
}

/** A private folio of `owner` with one text block (r1), stored only. */
export async function privateFolio(db: Db, owner: Person, name = 'Plans') {
  return buildFolio(db, { authorId: owner.user.id, doc: textDoc(owner.user.id, name, '<p>Draft</p>'), isPublic: false });
}

export function call(app: App, who: Person | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

/** A public folio of `owner`, published through the API (its summary set for posts). */
export async function publicPublished(app: App, db: Db, owner: Person, name: string) {
  const folio = await privateFolio(db, owner, name);
  await db.update(folios).set({ isPublic: true, root: sql`${folios.root} || ${JSON.stringify({ isPublic: true, summary: `About ${name}` })}::jsonb` }).where(eq(folios.id, folio.id));
  expect((await call(app, owner, 'PATCH', `/api/folios/${folio.id}/publish`)).statusCode).toBe(200);
  return folio;
}
