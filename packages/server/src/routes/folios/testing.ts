// Helpers for the folio API tests: documents built with the model's own edits, and PATCH/GET calls.
import { createFolio, type FolioDocument } from '@folio/model';
import { add } from '@folio/model/testing';
import type { App } from '../../app.ts';
import { bearer } from '../../../test/factories.ts';

export { add };

/** page p1 > tile t1 > layout l1 > column c1 > blocks b1 (text resource r1) and b2, column c2 > block b3. */
export function sampleDoc(authorId: string): FolioDocument {
  let doc = createFolio(authorId, { name: 'Sample', newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = add(doc, 'l1', 'column', 'c2');
  doc = add(doc, 'c1', 'block', 'b1');
  doc = add(doc, 'b1', 'text-resource', 'r1', { html: '<p>Hello</p>' });
  doc = add(doc, 'c1', 'block', 'b2');
  doc = add(doc, 'c2', 'block', 'b3');
  return doc;
}

export function patchFolio(app: App, token: string | null, id: string, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/folios/${id}`,
    headers: token ? bearer(token) : {},
    payload,
  });
}

export async function fetchForEditing(app: App, token: string, id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/folios/${id}?forEditing=true`, headers: bearer(token) });
  return res.json() as { version: number; root: FolioDocument['root']; nodes: FolioDocument['nodes'] };
}

/** Saves new HTML for the text resource r1 of a sampleDoc on top of its current version; answers the response. */
export async function saveTextR1(app: App, token: string, id: string, html: string) {
  const current = await fetchForEditing(app, token, id);
  return patchFolio(app, token, id, {
    baseVersion: current.version,
    log: [{ action: 'updateText', path: 'nodes.r1.html' }],
    nodes: { r1: { ...current.nodes.r1, html } },
  });
}
