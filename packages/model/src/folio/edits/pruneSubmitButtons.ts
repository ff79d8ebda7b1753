/** Drops from every submit button's widget list the ids that no longer name an input widget of the folio. */
import { mapSubmitWidgetIds } from '../tree.ts';
import { isInputWidgetKind, type FolioDocument } from '../types.ts';

export function pruneSubmitButtons(doc: FolioDocument): FolioDocument {
  const exists = (id: string) => {
    const node = doc.nodes[id];
    return node !== undefined && isInputWidgetKind(node.kind);
  };
  const nodes = mapSubmitWidgetIds(doc.nodes, (ids) => ids.filter(exists));
  return nodes === doc.nodes ? doc : { ...doc, nodes };
}
