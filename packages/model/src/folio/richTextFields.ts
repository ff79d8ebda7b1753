/**
 * The rich-text fields of a node (a text resource's HTML, accordion panels, answer feedback, a form's thank-you), one walk shared by the
 * server (sanitizing and its limits) and the editor (checking the limits before it saves).
 */
import type { FolioNode } from './types.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node with `fn` applied to each of its rich-text fields; `where` names the field as a 400 does (`nodes.<id>.html`). */
export function mapRichText(node: FolioNode, fn: (html: string, where: string) => string): FolioNode {
  const at = `nodes.${node.id}`;
  switch (node.kind) {
    case 'text-resource':
      return { ...node, html: fn(node.html, `${at}.html`) };
    case 'accordion-widget':
      return {
        ...node,
        meta: {
          ...node.meta,
          panels: node.meta.panels.map((panel, i) =>
            isObject(panel) && typeof panel.content === 'string'
              ? { ...panel, content: fn(panel.content, `${at}.meta.panels.${i}.content`) }
              : panel,
          ),
        },
      };
    case 'text-widget':
    case 'numeric-widget':
    case 'multiple-choice-widget': {
      const format = node.feedback.format;
      return {
        ...node,
        feedback: {
          ...node.feedback,
          format: {
            ...format,
            correctText: fn(format.correctText, `${at}.feedback.format.correctText`),
            incorrectText: fn(format.incorrectText, `${at}.feedback.format.incorrectText`),
          },
        },
      } as FolioNode;
    }
    case 'button-widget': {
      const click = node.meta.action.click;
      if (click.type !== 'submit' || click.thankYouHtml === undefined) return node;
      const thankYouHtml = fn(click.thankYouHtml, `${at}.meta.action.click.thankYouHtml`);
      return { ...node, meta: { ...node.meta, action: { click: { ...click, thankYouHtml } } } };
    }
    default:
      return node;
  }
}
