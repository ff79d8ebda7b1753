/** Short human labels for nodes in the outline, the canvas placeholder and toasts. */
import { ELEMENT_TYPE_LABELS, WIDGET_ELEMENT_TYPE, isWidgetKind, type FolioNode, type NodeKind } from '@folio/model';

const KIND_NAMES: Partial<Record<NodeKind, string>> = {
  page: 'Page',
  tile: 'Tile',
  layout: 'Layout',
  column: 'Column',
  block: 'Block',
  'text-resource': 'Text',
  'embed-resource': 'Embed',
  'asset-resource': 'Asset',
  'accordion-interaction': 'Accordion interaction',
  'slider-interaction': 'Slider interaction',
  'swivel-interaction': 'Swivel interaction',
  'link-interaction': 'Link interaction',
  'target-interaction': 'Target interaction',
  'animation-effects-interaction': 'Animation effects',
};

export function kindName(kind: NodeKind): string {
  if (isWidgetKind(kind)) return ELEMENT_TYPE_LABELS[WIDGET_ELEMENT_TYPE[kind]];
  return KIND_NAMES[kind] ?? kind;
}

/** Text of an HTML fragment without tags (never inserted as HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What distinguishes this node from its siblings: a page's name, a widget's name or label, a text's start. */
export function nodeDetail(node: FolioNode): string {
  if (node.kind === 'page') return node.name;
  if (node.kind === 'text-resource') return plainText(node.html).slice(0, 40);
  if (node.kind === 'embed-resource' || node.kind === 'asset-resource') return node.name;
  if ('label' in node) return node.name || node.label.text;
  if (node.kind === 'tile' && node.step) return node.step.title.trim() ? `Step: ${node.step.title.trim()}` : 'Step';
  return '';
}

export function nodeLabel(node: FolioNode): string {
  const detail = nodeDetail(node);
  return detail ? `${kindName(node.kind)}: ${detail}` : kindName(node.kind);
}

/** The node is shown only when a form rule holds (issue 31). */
export function hasRule(node: object): boolean {
  const showIf = (node as { showIf?: { rules?: unknown[] } }).showIf;
  return Array.isArray(showIf?.rules) && showIf.rules.length > 0;
}
