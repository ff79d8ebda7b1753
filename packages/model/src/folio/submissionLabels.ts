/** How a form's fields are named and ordered outside the page: error messages, the submissions table's columns. */
import { ELEMENT_TYPE_LABELS, WIDGET_ELEMENT_TYPE } from './defaults.ts';
import { submitButtons } from './tree.ts';
import { isInputWidgetKind, type FolioNode, type NodeMap, type WidgetKind } from './types.ts';

/** The widget's label, else its name, else its kind's label ("Text", "Multiple Choice"). */
export function labelOf(node: FolioNode): string {
  const n = node as { label?: { text?: string }; name?: string };
  const label = n.label?.text?.trim() || n.name?.trim();
  if (label) return label;
  return node.kind in WIDGET_ELEMENT_TYPE ? ELEMENT_TYPE_LABELS[WIDGET_ELEMENT_TYPE[node.kind as WidgetKind]] : node.kind;
}

export interface FormField {
  widgetId: string;
  kind: FolioNode['kind'];
  label: string;
}

/** The input widgets the folio's submit buttons send, in the buttons' order, each once. */
export function formFields(nodes: NodeMap): FormField[] {
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const button of submitButtons(nodes)) {
    for (const id of button.meta.action.click.widgetIds) {
      const node = nodes[id];
      if (!node || seen.has(id) || !isInputWidgetKind(node.kind)) continue;
      seen.add(id);
      fields.push({ widgetId: id, kind: node.kind, label: labelOf(node) });
    }
  }
  return fields;
}

/** An answer as people read it: choices by their option text, files by name, empty answers as ''. */
export function answerText(node: FolioNode | undefined, answer: unknown): string {
  if (answer === null || answer === undefined) return '';
  if (node?.kind === 'multiple-choice-widget' && Array.isArray(answer)) {
    const labels = new Map(node.meta.options.map((o) => [o.value, o.option.type === 'text' ? o.option.text : o.value]));
    return answer.map((key) => labels.get(String(key)) ?? String(key)).join(', ');
  }
  if (Array.isArray(answer)) {
    return answer.map((item) => (item && typeof item === 'object' && 'name' in item ? String(item.name) : String(item))).join(', ');
  }
  if (node?.kind === 'numeric-widget' && answer === 0) return '';
  return typeof answer === 'object' ? JSON.stringify(answer) : String(answer);
}
