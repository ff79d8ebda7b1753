// Helpers for the sites tests: published folios with text.
import { createFolio, type FolioDocument } from '@folio/model';
import { add } from '@folio/model/testing';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { bearer, buildFolio, type TestFolio } from '../../../test/factories.ts';

/** A one-page folio whose page holds one block with `html` (and more blocks added by `extend`). */
export function textDoc(authorId: string, name: string, html: string, extend?: (doc: FolioDocument) => FolioDocument): FolioDocument {
  let doc = createFolio(authorId, { name, newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = add(doc, 'c1', 'block', 'b1');
  doc = add(doc, 'b1', 'text-resource', 'r1', { html });
  return extend ? extend(doc) : doc;
}

/** A folio stored (public unless told) and, unless told, published through the API. */
export async function publishedFolio(
  app: App,
  db: Db,
  token: string,
  doc: FolioDocument,
  { isPublic = true, publish = true, url = null as string | null } = {},
): Promise<TestFolio> {
  const folio = await buildFolio(db, { authorId: doc.root.authorId, doc: { ...doc, root: { ...doc.root, isPublic, url } }, isPublic, url });
  if (publish) {
    const res = await app.inject({ method: 'PATCH', url: `/api/folios/${folio.id}/publish`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  }
  return folio;
}
