/** A rich text kept in the shared document as a `Y.XmlFragment`, read as HTML and written from a ProseMirror document. */
import { DOMParser as PMDOMParser, Node as PMNode, type Schema } from '@tiptap/pm/model';
import { updateYFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import type * as Y from 'yjs';
import { htmlOf } from './html.ts';
import { richTextSchema } from './schema.ts';

/** ProseMirror JSON of a rich text (what a DOM parse gives; the server gets it from its sanitizer threads). */
export type RichTextJson = Record<string, unknown>;

export function fragmentHtml(fragment: Y.XmlFragment, schema: Schema = richTextSchema()): string {
  return htmlOf(yXmlFragmentToProseMirrorRootNode(fragment, schema));
}

/** Changes the fragment (as few items as it can) so that it holds `doc`. Runs inside the caller's transaction. */
export function writeFragment(fragment: Y.XmlFragment, doc: PMNode | RichTextJson, schema: Schema = richTextSchema()): void {
  const node = doc instanceof PMNode ? doc : PMNode.fromJSON(schema, doc);
  const ydoc = fragment.doc;
  if (!ydoc) throw new Error('rich text: the fragment must be in a document before it is written');
  updateYFragment(ydoc, fragment, node, { mapping: new Map(), isOMark: new Map() });
}

/**
 * The ProseMirror JSON of HTML parsed by a DOM (`parse` turns HTML into an element holding it). `exact` keeps every
 * space as written (a text typed on the canvas ends with the space just typed); without it whitespace is read as a
 * browser shows it, so markup laid out on several lines reads as its paragraphs.
 */
export function parsedJson(html: string, parse: (html: string) => HTMLElement, schema: Schema = richTextSchema(), exact = false): RichTextJson {
  return PMDOMParser.fromSchema(schema).parse(parse(html), exact ? { preserveWhitespace: 'full' } : {}).toJSON() as RichTextJson;
}

/** The HTML of a rich text's ProseMirror JSON, written as the shared document writes it (so two forms compare). */
export function jsonHtml(json: RichTextJson, schema: Schema = richTextSchema()): string {
  return htmlOf(PMNode.fromJSON(schema, json));
}
