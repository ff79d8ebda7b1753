/**
 * A rich text as HTML from its ProseMirror document, without a DOM: the schema's own `toDOM` specs written out as a
 * string, marks opened and closed as the browser's serializer does, so the server derives a text's HTML from the
 * shared document on the event loop in microseconds.
 */
import type { DOMOutputSpec, Mark, Node as PMNode } from '@tiptap/pm/model';

const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr']);

// As the HTML serializer of a browser (and jsdom) writes them.
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/"/g, '&quot;');

const isAttrs = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('nodeType' in value);

/** The spec as HTML, `hole` standing for its content (the `0` of a spec). */
function writeSpec(spec: DOMOutputSpec, hole: () => string): string {
  if (typeof spec === 'string') return escapeText(spec);
  if (!Array.isArray(spec)) throw new Error('rich text: a DOM node in a toDOM spec is not supported on the server');
  const [rawTag, ...rest] = spec as readonly unknown[];
  const tag = String(rawTag).split(' ').pop()!;
  let attrs = '';
  let i = 0;
  if (isAttrs(rest[0])) {
    for (const [name, value] of Object.entries(rest[0])) {
      if (value === null || value === undefined || value === false) continue;
      attrs += ` ${name}="${escapeAttr(String(value))}"`;
    }
    i = 1;
  }
  if (VOID.has(tag)) return `<${tag}${attrs}>`;
  let inner = '';
  for (; i < rest.length; i++) {
    const child = rest[i];
    inner += child === 0 ? hole() : writeSpec(child as DOMOutputSpec, hole);
  }
  return `<${tag}${attrs}>${inner}</${tag}>`;
}

/** A spec cut around its hole: what opens before the content and what closes after it. */
function splitSpec(spec: DOMOutputSpec): [string, string] {
  const marker = '\u0000hole\u0000';
  const [open, close] = writeSpec(spec, () => marker).split(marker);
  return [open!, close ?? ''];
}

function writeInline(parent: PMNode): string {
  let out = '';
  const open: { mark: Mark; close: string }[] = [];
  parent.forEach((child) => {
    // Keep the marks this child shares with the open ones (from the outside in), close the rest.
    let keep = 0;
    while (keep < open.length && keep < child.marks.length && open[keep]!.mark.eq(child.marks[keep]!)) keep++;
    while (open.length > keep) out += open.pop()!.close;
    for (const mark of child.marks.slice(keep)) {
      const toDOM = mark.type.spec.toDOM;
      if (!toDOM) continue;
      const [before, after] = splitSpec(toDOM(mark, true));
      out += before;
      open.push({ mark, close: after });
    }
    out += writeNode(child);
  });
  while (open.length) out += open.pop()!.close;
  return out;
}

function writeNode(node: PMNode): string {
  if (node.isText) return escapeText(node.text ?? '');
  const toDOM = node.type.spec.toDOM;
  const content = () => (node.inlineContent ? writeInline(node) : writeChildren(node));
  if (!toDOM) return content();
  return writeSpec(toDOM(node), content);
}

function writeChildren(node: PMNode): string {
  let out = '';
  node.forEach((child) => (out += writeNode(child)));
  return out;
}

/** The document's HTML; an empty document (one empty paragraph) is the empty string, as the editor stores it. */
export function htmlOf(doc: PMNode): string {
  if (doc.childCount === 0) return '';
  if (doc.childCount === 1 && doc.firstChild!.type.name === 'paragraph' && doc.firstChild!.content.size === 0) {
    const attrs = doc.firstChild!.attrs as Record<string, unknown>;
    if (!attrs.textAlign) return '';
  }
  return writeChildren(doc);
}
