/** A form widget for the e2e forms: a new node of `kind` with its label on top, fields and meta overridden. */
import { createNode, type NodeKind, type NodeOfKind } from '@folio/model';

export function formWidget<K extends NodeKind>(kind: K, label: string, over: Record<string, unknown> = {}): NodeOfKind<K> {
  const node = createNode(kind) as NodeOfKind<K> & { meta?: object };
  const meta = over.meta ? { ...(node.meta ?? {}), ...(over.meta as object) } : node.meta;
  return { ...node, label: { position: 'top', text: label }, ...over, meta } as NodeOfKind<K>;
}
