/**
 * The spec's error catalogue (§5, §6, §8), walked through the real HTTP stack: every text the server produces is
 * provoked by a real request and compared word for word with the model's constant (packages/model errorTexts.ts)
 * and with the literal the spec prints. Texts only the browser produces are walked by
 * packages/web/src/api/catalogue.test.ts (the real client code) and e2e/errorCatalogue.test.ts (Chromium).
 */
import * as T from '@folio/model';
import { createNode, insertNode, type FolioDocument } from '@folio/model';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { DEFAULT_PASSWORD, bearer, buildFolio, buildUser, tokenFor } from '../../test/factories.ts';
import { fetchForEditing, patchFolio, sampleDoc } from './folios/testing.ts';
import { NONE, call, person, privateFolio, publicPublished, share, type Person } from './shares/testing.ts';
import { setRoot } from './submissions/testing.ts';
import { barRoot } from './visualizations/testing.ts';

const { app, db } = await createTestApp();

/** The answer's {error, message}, with its status. */
async function refusal(res: { statusCode: number; json: () => unknown }) {
  return { status: res.statusCode, ...(res.json() as { error: string; message: string }) };
}

/** Checks the model's constant is the spec's literal, then that the server said exactly it. */
function said(answer: { message: string }, constant: string, literal: string) {
  expect(constant).toBe(literal);
  expect(answer.message).toBe(literal);
}

describe('session and authorization (§6, §8)', () => {
  it("'Authorized use only' when a call needs a token and none is sent; 'Session expired; please login again' for a dead one", async () => {
    said(await refusal(await app.inject({ method: 'GET', url: '/api/folios' })), T.AUTHORIZED_USE_ONLY, 'Authorized use only');
    const dead = await refusal(await app.inject({ method: 'GET', url: '/api/folios', headers: bearer('no-such-token') }));
    expect(dead.status).toBe(401);
    said(dead, T.SESSION_EXPIRED, 'Session expired; please login again');
  });

  it("'Guests cannot access this data' for the cart read as a guest", async () => {
    const res = await refusal(await app.inject({ method: 'GET', url: '/api/products/cartItems' }));
    expect(res.status).toBe(401);
    said(res, T.GUESTS_CANNOT_ACCESS, 'Guests cannot access this data');
  });

  it("'Unauthorized access' for editing a folio or a chart without a token: every write and every read forEditing", async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner);
    const chart = randomUUID();
    const requests = [
      { method: 'GET', url: `/api/folios/${folio.id}?forEditing=true` },
      { method: 'PATCH', url: `/api/folios/${folio.id}`, payload: { baseVersion: 1, log: [], root: { name: 'x' } } },
      { method: 'PATCH', url: `/api/folios/${folio.id}/publish`, payload: {} },
      { method: 'DELETE', url: `/api/folios/${folio.id}` },
      { method: 'GET', url: `/api/visualizations/${chart}?forEditing=true` },
      { method: 'POST', url: `/api/visualizations/create/${folio.id}`, payload: { root: barRoot() } },
      { method: 'POST', url: `/api/visualizations/update/${chart}`, payload: { root: barRoot() } },
      { method: 'POST', url: `/api/visualizations/delete/${chart}` },
    ] as const;
    for (const request of requests) {
      const res = await refusal(await app.inject(request));
      expect(res.status, `${request.method} ${request.url}`).toBe(401);
      expect(res.message, `${request.method} ${request.url}`).toBe('Unauthorized access');
    }
    expect(T.UNAUTHORIZED_ACCESS).toBe('Unauthorized access');
    // Reading without editing stays 'Authorized use only'.
    expect((await refusal(await app.inject({ method: 'GET', url: `/api/folios/${folio.id}?readOnly=true` }))).message).toBe('Authorized use only');
  });

  it("a rejected login's message contains 'Authorization failed' (the client's cue for its own toast)", async () => {
    const user = await buildUser(db);
    const res = await refusal(await app.inject({ method: 'POST', url: '/public/api/login', payload: { username: user.email, password: `${DEFAULT_PASSWORD}!` } }));
    expect(res.status).toBe(401);
    expect(T.AUTHORIZATION_FAILED).toBe('Authorization failed');
    expect(res.message).toContain('Authorization failed');
  });
});

describe('ownership rules (§5, §8)', () => {
  it('comments, passwords and carts are only your own', async () => {
    const owner = await person(db, 'Owner');
    const ben = await person(db, 'Ben');
    const folio = await privateFolio(db, owner, 'Talk');
    await setRoot(db, folio.id, { hasCommentSection: true, isPublic: true });
    await db.execute(`update folios set is_public = true where id = '${folio.id}'`);
    const forOther = await refusal(await call(app, ben, 'POST', '/api/comments', { folioId: folio.id, authorId: owner.user.id, body: 'Pretending' }));
    said(forOther, T.COMMENT_CREATE_FOR_OTHER, 'Cannot create a comment for someone else');
    const mine = await call(app, ben, 'POST', '/api/comments', { folioId: folio.id, authorId: ben.user.id, body: 'Mine' });
    expect(mine.statusCode, mine.body).toBe(201);
    const forged = await refusal(await call(app, owner, 'PATCH', `/api/comments/${(mine.json() as { id: string }).id}`, { authorId: owner.user.id, body: 'Hijacked' }));
    said(forged, T.COMMENT_UPDATE_FOR_OTHER, 'Cannot update a comment for someone else');
    const password = await refusal(await call(app, ben, 'POST', `/api/changePassword/${owner.user.id}`, { currentPassword: DEFAULT_PASSWORD, newPassword: 'another long passphrase 42' }));
    said(password, T.CHANGE_OWN_PASSWORD_ONLY, 'Can only change your own password');
    const cart = await refusal(await call(app, ben, 'GET', `/api/products/cartItems?userId=${owner.user.id}`));
    said(cart, T.USER_IDS_DO_NOT_MATCH, 'User IDs do not match');
  });
});

describe('the cart (§5, §8)', () => {
  async function offer(owner: Person, itemId: string) {
    const id = (await call(app, owner, 'POST', '/api/licenseOptions?index=true', { itemType: 'folio', itemId, root: {} })).body;
    expect((await call(app, owner, 'PATCH', `/api/licenseOptions/publish/${id}`, { root: { price: '5', licenseType: 'view' } })).statusCode).toBe(200);
    return id;
  }

  it('an item already in the cart, several of them, an unknown item type', async () => {
    const seller = await person(db, 'Seller');
    const buyer = await person(db, 'Buyer');
    const folio = await publicPublished(app, db, seller, 'Course');
    const option = await offer(seller, folio.id);
    expect((await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: option })).statusCode).toBe(200);
    const again = await refusal(await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: option }));
    expect(again.status).toBe(409);
    said(again, T.CART_ITEM_ALREADY_IN_CART, 'Failed to add cart item; it is already in the cart.');
    const many = await refusal(await call(app, buyer, 'POST', '/api/products/cartItems/addMultiple', { items: [{ type: 'folio', licenseOptionId: option }] }));
    said(many, T.CART_ITEMS_ALREADY_IN_CART, 'Failed to add cart item(s); some or all are already in the cart.');
    const unknown = await refusal(await call(app, buyer, 'POST', '/api/products/cartItems/add', { type: 'spaceship' }));
    expect(unknown.status).toBe(400);
    said(unknown, T.CART_ITEM_TYPE_UNKNOWN, 'Item type not recognized!');
  });
});

describe('folios (§4, §8)', () => {
  it("'Cannot modify this folio', '…content', '…settings' by what a share allows", async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner);
    const editPatch = (who: Person, body: object) => patchFolio(app, who.token, folio.id, { baseVersion: 1, ...body });
    const content = { log: [{ action: 'updateText', path: 'nodes.r1.html' }], nodes: { r1: { ...(folio.nodes as Record<string, object>).r1, html: '<p>Edited</p>' } } };
    const settings = { log: [{ action: 'updateSettings', path: 'root.name' }], root: { name: 'Renamed' } };
    const as = async (rights: typeof NONE) => {
      const sharee = await person(db, 'Sharee');
      await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharee.user.id, ...rights });
      return sharee;
    };
    said(await refusal(await editPatch(await as(NONE), content)), T.FOLIO_CANNOT_MODIFY, 'Cannot modify this folio');
    said(await refusal(await editPatch(await as({ ...NONE, canEditSettings: true }), content)), T.FOLIO_CANNOT_MODIFY_CONTENT, "Cannot modify this folio's content");
    said(await refusal(await editPatch(await as({ ...NONE, canEditContent: true }), settings)), T.FOLIO_CANNOT_MODIFY_SETTINGS, "Cannot modify this folio's settings");
  });

  it('a fetch with both modes or neither', async () => {
    const owner = await person(db, 'Owner');
    const folio = await privateFolio(db, owner);
    for (const query of ['', '?readOnly=true&forEditing=true']) {
      const res = await refusal(await call(app, owner, 'GET', `/api/folios/${folio.id}${query}`));
      expect(res.status).toBe(400);
      said(res, T.FOLIO_FETCH_MODE, 'readOnly and forEditing are mutually exclusive, or one of them must be set');
    }
  });

  it('templates: an unsupported resource or interaction', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const folio = await buildFolio(db, { authorId: user.id, doc: sampleDoc(user.id), isTemplateBased: true });
    const loaded = await fetchForEditing(app, token, folio.id);
    const doc: FolioDocument = { schemaVersion: 1, root: loaded.root, nodes: loaded.nodes };
    const insert = async (parentId: string, kind: 'numeric-widget' | 'slider-interaction') => {
      const after = insertNode(doc, { parentId, node: createNode(kind, { id: 'x1' }) });
      return refusal(await patchFolio(app, token, folio.id, { baseVersion: loaded.version, log: [{ action: 'insert', path: 'nodes.x1' }], nodes: { x1: after.nodes.x1, [parentId]: after.nodes[parentId] } }));
    };
    said(await insert('b2', 'numeric-widget'), T.TEMPLATE_RESOURCE_UNSUPPORTED, 'Current resource is not supported in templates');
    said(await insert('b1', 'slider-interaction'), T.TEMPLATE_INTERACTION_UNSUPPORTED, 'Current interaction is not supported in templates');
  });
});

describe('tracking (§8)', () => {
  it("a page session without a site session; a site session that cannot be updated", async () => {
    const owner = await person(db, 'Owner');
    const folio = await publicPublished(app, db, owner, 'Counted');
    const page = await refusal(
      await app.inject({ method: 'POST', url: '/public/api/pageSessions', payload: { siteSessionId: randomUUID(), pageUrl: `https://sites.example/folio/${folio.id}/page/p1`, entityType: 'folio', entityId: folio.id } }),
    );
    said(page, T.PAGE_SESSION_INVALID, 'invalid session');
    const update = await refusal(await call(app, owner, 'POST', `/public/api/siteSessions/${randomUUID()}`, { accountId: owner.user.id }));
    said(update, T.SITE_SESSION_UPDATE_FAILED, 'Could not update site session');
  });
});
