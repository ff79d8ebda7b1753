import { describe, expect, it } from 'vitest';
import { basicFolio, childrenOf, idSequence } from '../testing.ts';
import { getNode } from '../tree.ts';
import { addPage } from './addPage.ts';
import { deletePage } from './deletePage.ts';
import { renamePage } from './renamePage.ts';
import { movePage, reorderPages } from './reorderPages.ts';

describe('pages', () => {
  it('addPage appends an empty page, or puts it after a given page', () => {
    let doc = addPage(basicFolio(), {}, idSequence('pa'));
    expect(doc.root.pages).toEqual(['p1', 'pa1']);
    expect(getNode(doc, 'pa1')).toMatchObject({ kind: 'page', name: 'Page 2', children: [] });
    doc = addPage(doc, { name: 'Intro', afterPageId: 'p1' }, idSequence('pb'));
    expect(doc.root.pages).toEqual(['p1', 'pb1', 'pa1']);
    expect(getNode(doc, 'pb1')).toMatchObject({ name: 'Intro' });
  });

  it('renamePage renames a page and refuses anything that is not a page', () => {
    expect(getNode(renamePage(basicFolio(), 'p1', 'Welcome'), 'p1')).toMatchObject({ name: 'Welcome' });
    expect(() => renamePage(basicFolio(), 't1', 'x')).toThrow('t1 is not a page of this folio');
  });

  it('reorderPages takes a new order that lists every page once', () => {
    let doc = addPage(addPage(basicFolio(), {}, idSequence('pa')), {}, idSequence('pb'));
    doc = reorderPages(doc, ['pb1', 'p1', 'pa1']);
    expect(doc.root.pages).toEqual(['pb1', 'p1', 'pa1']);
    const mismatch = 'The new page order must list every page of the folio exactly once';
    expect(() => reorderPages(doc, ['p1', 'pa1'])).toThrow(mismatch);
    expect(() => reorderPages(doc, ['p1', 'p1', 'pa1'])).toThrow(mismatch);
    expect(() => reorderPages(doc, ['p1', 'pa1', 't1'])).toThrow(mismatch);
  });

  it('movePage moves one page by index', () => {
    const doc = addPage(addPage(basicFolio(), {}, idSequence('pa')), {}, idSequence('pb'));
    expect(movePage(doc, 0, 2).root.pages).toEqual(['pa1', 'pb1', 'p1']);
    expect(movePage(doc, 2, 0).root.pages).toEqual(['pb1', 'p1', 'pa1']);
    expect(() => movePage(doc, 5, 0)).toThrow();
  });

  it('deletePage removes the page with everything on it, but never the last page', () => {
    const doc = addPage(basicFolio(), {}, idSequence('pa'));
    const after = deletePage(doc, 'p1');
    expect(after.root.pages).toEqual(['pa1']);
    for (const id of ['p1', 't1', 'l1', 'c1', 'c2', 'b1', 'b2', 'b3']) expect(after.nodes[id]).toBeUndefined();
    expect(() => deletePage(after, 'pa1')).toThrow('A folio needs at least one page');
    expect(() => deletePage(doc, 't1')).toThrow('t1 is not a page of this folio');
    expect(childrenOf(doc, 'p1')).toEqual(['t1']);
  });
});
