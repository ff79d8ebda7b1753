/**
 * spec §4 Folio: "New widgets join the widget list of every submit button." Only input widgets (the kinds a
 * submission carries, spec §5) join; buttons listed in `except` are left alone (e.g. pasted buttons, whose
 * lists were re-linked already).
 */
import { mapSubmitWidgetIds } from '../tree.ts';
import { isInputWidgetKind, type FolioDocument } from '../types.ts';

export function joinSubmitButtons(doc: FolioDocument, newNodeIds: string[], except: string[] = []): FolioDocument {
  const widgetIds = newNodeIds.filter((id) => {
    const node = doc.nodes[id];
    return node !== undefined && isInputWidgetKind(node.kind);
  });
  if (widgetIds.length === 0) return doc;
  const nodes = mapSubmitWidgetIds(doc.nodes, (ids, button) =>
    except.includes(button.id) ? ids : [...ids, ...widgetIds.filter((id) => !ids.includes(id))],
  );
  return nodes === doc.nodes ? doc : { ...doc, nodes };
}
