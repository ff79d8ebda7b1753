/** Short human labels for nodes in the outline, the canvas placeholder and toasts. */
import { WIDGET_ELEMENT_TYPE, isWidgetKind, type FolioNode, type NodeKind } from '@folio/model';
import { translate } from '../../i18n/i18n.ts';

/** The message key of each kind's name (editor:kinds.…); widgets are named by their element type. */
const KIND_KEYS: Partial<Record<NodeKind, string>> = {
  page: 'page',
  tile: 'tile',
  layout: 'layout',
  column: 'column',
  block: 'block',
  'text-resource': 'textResource',
  'embed-resource': 'embedResource',
  'asset-resource': 'assetResource',
  'accordion-interaction': 'accordionInteraction',
  'slider-interaction': 'sliderInteraction',
  'swivel-interaction': 'swivelInteraction',
  'link-interaction': 'linkInteraction',
  'target-interaction': 'targetInteraction',
  'animation-effects-interaction': 'animationEffects',
};

/** The shown name of a widget element type ('Multiple Choice'), the model's ELEMENT_TYPE_LABELS in the app's language. */
export const elementTypeName = (type: string): string => translate(`editor:elementTypes.${type}`);

export function kindName(kind: NodeKind): string {
  if (isWidgetKind(kind)) return elementTypeName(WIDGET_ELEMENT_TYPE[kind]);
  const key = KIND_KEYS[kind];
  return key ? translate(`editor:kinds.${key}`) : kind;
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
  if (node.kind === 'tile' && node.step) return node.step.title.trim() ? translate('editor:kinds.stepNamed', { title: node.step.title.trim() }) : translate('editor:kinds.step');
  return '';
}

export function nodeLabel(node: FolioNode): string {
  const detail = nodeDetail(node);
  return detail ? translate('editor:kinds.withDetail', { kind: kindName(node.kind), detail }) : kindName(node.kind);
}

/** The node is shown only when a form rule holds (issue 31). */
export function hasRule(node: object): boolean {
  const showIf = (node as { showIf?: { rules?: unknown[] } }).showIf;
  return Array.isArray(showIf?.rules) && showIf.rules.length > 0;
}
