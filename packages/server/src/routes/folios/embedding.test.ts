// The owner's switch that lets other sites frame a folio's published pages (issue 30): only the owner turns it.
import { EMBED_TEXTS } from '@folio/model';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio } from '../../../test/factories.ts';
import { folios } from '../../db/schema.ts';
import { openEditor, until, type Editor } from '../collab/testing.ts';
import { NONE, call, person, share, type Person } from '../shares/testing.ts';
import { textDoc } from '../sites/testing.ts';
import { listen } from '../uploads/testing.ts';

const { app, db } = await createTestApp();
const origin = await listen(app);
const editors: Editor[] = [];
afterAll(() => editors.forEach((e) => e.close()));

const storedRoot = async (id: string) => (await db.select({ root: folios.root }).from(folios).where(eq(folios.id, id)))[0]!.root;

/** A settings save as the editor sends it: the whole root with some fields changed. */
async function saveRoot(who: Person, folioId: string, change: Record<string, unknown>) {
  const doc = (await call(app, who, 'GET', `/api/folios/${folioId}?forEditing=true`)).json() as { version: number; root: Record<string, unknown> };
  return call(app, who, 'PATCH', `/api/folios/${folioId}`, { baseVersion: doc.version, log: [{ action: 'updateRoot' }], root: { ...doc.root, ...change } });
}

/** The owner's folio, shared with a sharee who may change its settings and publish it. */
async function sharedFolio() {
  const owner = await person(db, 'Owner');
  const sharee = await person(db, 'Sharee');
  const folio = await buildFolio(db, { authorId: owner.user.id, doc: textDoc(owner.user.id, 'Garden', '<p>Hi</p>') });
  await share(app, owner, { itemType: 'folio', itemId: folio.id, permitteeType: 'user', permitteeId: sharee.user.id, ...NONE, canEditContent: true, canEditSettings: true, canPublish: true });
  return { owner, sharee, folio };
}

describe('the embedding switch', () => {
  it('is off for a new folio and turned on and off by its owner', async () => {
    const { owner, folio } = await sharedFolio();
    expect((await storedRoot(folio.id)).embeddable).toBeUndefined();
    expect((await saveRoot(owner, folio.id, { embeddable: true })).statusCode).toBe(200);
    expect((await storedRoot(folio.id)).embeddable).toBe(true);
    expect((await saveRoot(owner, folio.id, { embeddable: false })).statusCode).toBe(200);
    expect((await storedRoot(folio.id)).embeddable).toBe(false);
  });

  it('refuses a sharee with the settings right (403, nothing stored), who may still save the root as it is and change other settings', async () => {
    const { owner, sharee, folio } = await sharedFolio();
    const refused = await saveRoot(sharee, folio.id, { embeddable: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: EMBED_TEXTS.onlyOwner });
    expect((await storedRoot(folio.id)).embeddable).toBeUndefined();
    // Sending the switch unchanged (false where it was absent) is no change.
    expect((await saveRoot(sharee, folio.id, { embeddable: false, summary: 'By the sharee' })).statusCode).toBe(200);
    expect((await storedRoot(folio.id)).summary).toBe('By the sharee');
    // Once the owner turned it on, the sharee cannot turn it off either.
    expect((await saveRoot(owner, folio.id, { embeddable: true })).statusCode).toBe(200);
    expect((await saveRoot(sharee, folio.id, { embeddable: false })).statusCode).toBe(403);
    expect((await storedRoot(folio.id)).embeddable).toBe(true);
  });

  it('refuses a value that is not true or false', async () => {
    const { owner, folio } = await sharedFolio();
    const res = await saveRoot(owner, folio.id, { embeddable: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/embeddable/);
  });

  it('refuses a co-editing sharee who turns it on, and keeps the owner’s switch', async () => {
    const { owner, sharee, folio } = await sharedFolio();
    const s = await openEditor(origin, folio.id, sharee.token);
    editors.push(s);
    s.write({ ...s.shared.read(), root: { ...s.shared.read().root, embeddable: true } });
    await until(() => s.closes.some((r) => r.startsWith('Only the folio')), 'the embedding change refused');
    expect((await storedRoot(folio.id)).embeddable).toBeUndefined();
    const o = await openEditor(origin, folio.id, owner.token);
    editors.push(o);
    o.write({ ...o.shared.read(), root: { ...o.shared.read().root, embeddable: true } });
    await until(async () => (await storedRoot(folio.id)).embeddable === true, 'the owner’s switch stored');
  });
});
