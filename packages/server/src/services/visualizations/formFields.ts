/** The form fields of a folio: per submit button, the input widgets it lists, with labels and options. */
import { submitButtons, type FieldAggregate, type FieldKind, type FolioDocument, type FolioNode } from '@folio/model';

export type FormField = Pick<FieldAggregate, 'widgetId' | 'kind' | 'label' | 'options'>;

export interface FormButton {
  id: string;
  label: string;
  fields: FormField[];
}

const FIELD_KINDS: ReadonlySet<string> = new Set<FieldKind>([
  'text-widget',
  'numeric-widget',
  'multiple-choice-widget',
  'date-widget',
  'time-widget',
  'upload-widget',
  'hyperlink-widget',
]);

const isField = (node: FolioNode | undefined): node is Extract<FolioNode, { kind: FieldKind }> => !!node && FIELD_KINDS.has(node.kind);

/** A widget's label text, else its name (what the submissions table heads its column with). */
const labelOf = (node: { label: { text: string }; name: string }) => node.label.text.trim() || node.name;

/** One field as charts and the data endpoint describe it; null when the node is not an input widget. */
export function formField(node: FolioNode | undefined): FormField | null {
  if (!isField(node)) return null;
  const options =
    node.kind === 'multiple-choice-widget'
      ? node.meta.options.map((o, i) => ({ value: o.value, label: o.option.type === 'text' ? o.option.text || o.value : `Image ${i + 1}` }))
      : [];
  return { widgetId: node.id, kind: node.kind, label: labelOf(node), options };
}

/** Every submit button of the document with the fields it lists (ids naming no input widget are skipped). */
export function formButtons(doc: FolioDocument): FormButton[] {
  return submitButtons(doc.nodes).map((button) => ({
    id: button.id,
    label: button.meta.appearance.text.trim() || button.name,
    fields: button.meta.action.click.widgetIds.map((id) => formField(doc.nodes[id])).filter((f): f is FormField => f !== null),
  }));
}
