/**
 * Which fields a rule may read (issue 31): the form's input widgets that come before what the rule shows, in
 * document order (pages in order, then the tree), and only those the same submit button sends when what the rule
 * shows belongs to a button's form. A step's jumps may also read the fields inside the step.
 */
import { childIds, isInputWidgetKind, labelOf, optionLabels, submitButtons, subtreeIds, type FolioDocument, type OptionLabel } from '@folio/model';
import { fieldKindOf, type FieldKind } from './operatorChoices.ts';

export interface RuleField {
  widgetId: string;
  label: string;
  kind: FieldKind;
  /** a choice question's options (key and text); empty for other kinds */
  options: OptionLabel[];
}

/** Every node id of the folio's pages in document order (parents before children). */
export function documentOrder(doc: FolioDocument): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const node = doc.nodes[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    out.push(id);
    childIds(node).forEach(visit);
  };
  doc.root.pages.forEach(visit);
  return out;
}

/** A field as the rule builder shows it. */
export function ruleField(doc: FolioDocument, widgetId: string): RuleField | null {
  const node = doc.nodes[widgetId];
  if (!node || !isInputWidgetKind(node.kind)) return null;
  return { widgetId, label: labelOf(node), kind: fieldKindOf(node), options: optionLabels(node) };
}

/**
 * The fields a rule on `nodeId` may read: input widgets before it (`inside`: also those within it, for a step's
 * jumps), limited to the first submit button's list that sends a widget of `nodeId` when there is one.
 */
export function earlierFields(doc: FolioDocument, nodeId: string, { inside = false } = {}): RuleField[] {
  const order = documentOrder(doc);
  const own = subtreeIds(doc.nodes, nodeId);
  const ownSet = new Set(own);
  const at = order.indexOf(nodeId);
  if (at < 0) return [];
  const last = inside ? Math.max(...own.map((id) => order.indexOf(id))) : at - 1;
  const button = submitButtons(doc.nodes).find((b) => b.meta.action.click.widgetIds.some((id) => ownSet.has(id)));
  const sent = button ? new Set(button.meta.action.click.widgetIds) : null;
  const fields: RuleField[] = [];
  for (let i = 0; i <= last; i++) {
    const id = order[i]!;
    if (id === nodeId || (sent && !sent.has(id))) continue;
    const field = ruleField(doc, id);
    if (field) fields.push(field);
  }
  return fields;
}

/** The step tiles of the folio in document order, with their titles. */
export function stepTiles(doc: FolioDocument): Array<{ id: string; title: string }> {
  return documentOrder(doc).flatMap((id) => {
    const node = doc.nodes[id];
    return node?.kind === 'tile' && node.step ? [{ id, title: node.step.title }] : [];
  });
}
