// Two app servers on one database, without Redis between them (issue 29): each stores the editors it holds, and
// each takes the other's stored state as a Yjs merge when the change feed says the folio changed, so blocks added
// on both sides at once are all kept (comparing JSON would take the other server's older lists and drop them).
import { createNode, insertNode, type FolioDocument } from '@folio/model';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio } from '../../../test/factories.ts';
import { folios } from '../../db/schema.ts';
import { add, sampleDoc } from '../folios/testing.ts';
import { person } from '../shares/testing.ts';
import { listen } from '../uploads/testing.ts';
import { openEditor, until, type Editor } from './testing.ts';

const first = await createTestApp();
const second = await createTestApp({}, { databaseUrl: first.databaseUrl });
const origins = [await listen(first.app), await listen(second.app)];
const editors: Editor[] = [];
afterAll(() => editors.forEach((e) => e.close()));

const blocksIn = (doc: FolioDocument) => Object.values(doc.nodes).filter((n) => n.kind === 'block').map((n) => n.id);

describe('one folio open on two servers without Redis', () => {
  it('keeps every block both sides add at once, in the stored folio and in both editors', async () => {
    const owner = await person(first.db, 'Owner');
    const folio = await buildFolio(first.db, { authorId: owner.user.id, doc: add(sampleDoc(owner.user.id), 'c1', 'block', 'b4') });
    const [a, b] = await Promise.all(origins.map((origin) => openEditor(origin, folio.id, owner.token)));
    editors.push(a!, b!);
    const added: string[] = [];
    for (let round = 0; round < 6; round++) {
      for (const [side, e] of [a!, b!].entries()) {
        const id = `s${side}-${round}`;
        added.push(id);
        e.write(insertNode(e.shared.read(), { parentId: round % 2 ? 'c1' : 'c2', node: createNode('block', { id }) }));
      }
      // Each server stores its own editor's change; the other hears of it and merges it in.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const stored = async () => (await first.db.select().from(folios).where(eq(folios.id, folio.id)))[0]!;
    await until(async () => {
      const nodes = (await stored()).nodes;
      return added.every((id) => id in nodes);
    }, 'every added block stored', 20_000);
    await until(() => added.every((id) => blocksIn(a!.shared.read()).includes(id) && blocksIn(b!.shared.read()).includes(id)), 'both editors hold every block', 20_000);
    const final = await stored();
    const held = Object.values(final.nodes).flatMap((n) => ('children' in n ? n.children : []));
    for (const id of added) expect(held.filter((h) => h === id), id).toHaveLength(1);
  });
});
