/** Readable names of a folio's widgets for pickers, such as the fields a submit button sends. */
import { WIDGET_ELEMENT_TYPE, isWidgetKind, subtreeIds, type FolioDocument, type WidgetNode } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';
import { elementTypeName } from '../layout/nodeLabel.ts';

/**
 * Each widget's name, else its label text, else its type and its number among widgets of that type in page
 * order ("Text 2"), so unnamed widgets can be told apart without showing ids.
 */
export function widgetNames(doc: FolioDocument): Map<string, string> {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const pageId of doc.root.pages) {
    for (const id of subtreeIds(doc.nodes, pageId)) {
      const node = doc.nodes[id];
      if (!node || !isWidgetKind(node.kind)) continue;
      const widget = node as WidgetNode;
      const type = WIDGET_ELEMENT_TYPE[widget.kind];
      const n = (counts.get(type) ?? 0) + 1;
      counts.set(type, n);
      names.set(id, widget.name.trim() || widget.label.text.trim() || translate('editorPanel:widget.numbered', { type: elementTypeName(type), number: n }));
    }
  }
  return names;
}
