import { describe, expect, it } from 'vitest';
import { add, basicFolio } from '../folio/testing.ts';
import type { FolioDocument } from '../folio/types.ts';
import { accessibilityProblems, publishBlockers } from './index.ts';
import { withText } from './testDocs.ts';

const headings = (doc: FolioDocument) => accessibilityProblems(doc).filter((p) => p.rule === 'heading-order');

describe('heading-order', () => {
  it('accepts an outline that starts at level 1 and never skips a level', () => {
    expect(headings(withText('<h1>Garden club</h1><h2>Events</h2><h3>May</h3><h2>Join</h2><h4></h4>'))).toEqual([]);
    expect(headings(withText('<p>No headings at all</p>'))).toEqual([]);
  });

  it('warns when the first heading of a page is not level 1 (the published page draws no heading of its own)', () => {
    const doc = withText('<h2>Events</h2>');
    expect(headings(doc)).toEqual([
      {
        rule: 'heading-order',
        severity: 'warning',
        nodeId: 'r1',
        pageId: 'p1',
        field: 'html',
        message: "The first heading on this page is a level 2 heading. Make it level 1: it is the page's main heading.",
      },
    ]);
    expect(publishBlockers(doc)).toEqual([]);
  });

  it('warns on a skipped level across the texts of a page, in page order', () => {
    // b1 and b2 are in column c1, b3 in column c2: the page reads b1, b2, b3
    let doc = withText('<h1>Title</h1>', 'r1', 'b1');
    doc = withText('<h2>Part</h2>', 'r2', 'b3', doc);
    doc = withText('<h4>Detail</h4>', 'r3', 'b2', doc);
    expect(headings(doc).map((p) => [p.nodeId, p.message])).toEqual([
      ['r3', 'A level 4 heading follows a level 1 heading, skipping a level. Make it level 2.'],
    ]);
  });

  it('starts again on each page', () => {
    let doc: FolioDocument = withText('<h1>One</h1><h2>Sub</h2>');
    doc = { ...doc, root: { ...doc.root, pages: [...doc.root.pages, 'p2'] }, nodes: { ...doc.nodes, p2: { id: 'p2', kind: 'page', name: 'Two', children: [], design: { padding: '0' } } } };
    doc = add(add(add(add(doc, 'p2', 'tile', 't2'), 't2', 'layout', 'l2'), 'l2', 'column', 'c9'), 'c9', 'block', 'b9');
    expect(headings(withText('<h1>Two</h1><h2>Sub</h2>', 'r9', 'b9', doc))).toEqual([]);
    expect(headings(withText('<h3>Two</h3>', 'r9', 'b9', doc)).map((p) => [p.nodeId, p.pageId])).toEqual([['r9', 'p2']]);
  });

  it('lists one warning per text', () => {
    expect(headings(withText('<h3>a</h3><h5>b</h5>'))).toHaveLength(1);
    expect(headings(basicFolio())).toEqual([]);
  });
});
