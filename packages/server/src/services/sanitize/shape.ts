import { RICH_TEXT_LIMITS, richTextTooDeep, richTextTooManyElements } from '@folio/model';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

class TooManyElements extends Error {}

/**
 * Parses the HTML as a browser would (parse5, the parser jsdom uses) and answers what exceeds the rich-text
 * limits, or null. Counting happens while parsing, which stops at the first element over the limit: a parser
 * adds elements of its own (misnested formatting is reopened in every later block), so 27 KB of HTML can
 * build a million elements, and only this count bounds the work before jsdom sees the text.
 */
export function htmlShapeProblem(html: string): string | null {
  let elements = 0;
  const treeAdapter = {
    ...defaultTreeAdapter,
    createElement(...args: Parameters<typeof defaultTreeAdapter.createElement>) {
      // html, head and body of the document wrapped around the text are three of them.
      if (++elements > RICH_TEXT_LIMITS.maxElements + 3) throw new TooManyElements();
      return defaultTreeAdapter.createElement(...args);
    },
  };
  let doc: DefaultTreeAdapterMap['document'];
  try {
    doc = parse(html, { treeAdapter });
  } catch (err) {
    if (err instanceof TooManyElements) return richTextTooManyElements();
    throw err;
  }
  const body = doc.childNodes.find((n) => n.nodeName === 'html');
  // Iterative, so a deep tree cannot overflow the stack here.
  const stack: Array<[Node, number]> = body ? [[body, -1]] : [];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > RICH_TEXT_LIMITS.maxDepth) return richTextTooDeep();
    if ('childNodes' in node) for (const child of node.childNodes) if ('tagName' in child) stack.push([child, depth + 1]);
    if (node.nodeName === 'template' && 'content' in node) stack.push([node.content, depth]);
  }
  return null;
}
