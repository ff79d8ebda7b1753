// A folio page filled with many text blocks (tiles of one layout, columns of blocks), for the long-page tests and
// the editor benchmark.
import { createNode, insertNode, type FolioDocument } from '@folio/model';

export interface BlockGrid {
  tiles: number;
  columnsPerTile: number;
  blocksPerColumn: number;
  /** the html of text number n */
  text: (n: number) => string;
  /** the block at this place holds a text widget labelled 'Bench label' instead of a text */
  widgetAt?: number;
}

/** `doc` with its first page filled as `grid` says; `widgetId` is the widget's id when one was asked for. */
export function fillWithBlocks(doc: FolioDocument, grid: BlockGrid): { doc: FolioDocument; widgetId: string } {
  const pageId = doc.root.pages[0]!;
  let widgetId = '';
  let n = 0;
  for (let t = 0; t < grid.tiles; t++) {
    const tile = createNode('tile');
    const layout = createNode('layout');
    doc = insertNode(doc, { parentId: pageId, node: tile });
    doc = insertNode(doc, { parentId: tile.id, node: layout });
    for (let c = 0; c < grid.columnsPerTile; c++) {
      const column = createNode('column');
      doc = insertNode(doc, { parentId: layout.id, node: column });
      for (let b = 0; b < grid.blocksPerColumn; b++, n++) {
        const block = createNode('block');
        doc = insertNode(doc, { parentId: column.id, node: block });
        if (n === grid.widgetAt) {
          const widget = createNode('text-widget', { label: { position: 'top', text: 'Bench label' } } as never);
          widgetId = widget.id;
          doc = insertNode(doc, { parentId: block.id, node: widget });
        } else {
          doc = insertNode(doc, { parentId: block.id, node: createNode('text-resource', { html: grid.text(n) } as never) });
        }
      }
    }
  }
  return { doc, widgetId };
}
