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

/** A choice question's options as people read them: key and text. */
export interface OptionLabel {
  value: string;
  label: string;
}

/** A widget's options as labels (choice questions; none for other kinds). */
export function optionLabels(node: FolioNode | undefined): OptionLabel[] {
  if (node?.kind !== 'multiple-choice-widget') return [];
  return node.meta.options.map((o) => ({ value: o.value, label: o.option.type === 'text' ? o.option.text : o.value }));
}

/**
 * An answer as people read it (tables, exports, mails): choices by their option text, files by name, a number
 * widget's 0 (its "empty") and missing answers as ''.
 */
export function answerLabel(kind: string | undefined, options: readonly OptionLabel[], answer: unknown): string {
  if (answer === null || answer === undefined) return '';
  if (Array.isArray(answer)) {
    const labels = new Map(options.map((o) => [o.value, o.label]));
    return answer
      .map((item) => (item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : (labels.get(String(item)) ?? String(item))))
      .join(', ');
  }
  if (kind === 'numeric-widget' && answer === 0) return '';
  return typeof answer === 'object' ? JSON.stringify(answer) : String(answer);
}

/** `answerLabel` for a widget of the folio. */
export const answerText = (node: FolioNode | undefined, answer: unknown): string => answerLabel(node?.kind, optionLabels(node), answer);
