import type { TextResourceNode } from '@folio/model';
import type { RenderMode, Sanitize } from '../context.ts';

/** True when the HTML shows nothing: no text and no image, embed or rule. */
export function isEmptyHtml(html: string): boolean {
  if (/<(img|iframe|video|audio|hr|svg)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === '';
}

/**
 * Rich text. The HTML was sanitized by the server when it was written (DOMPurify allowlist); `sanitize` (the
 * FolioPage prop, identity by default) lets a host sanitize it again at render, as published pages do. An empty
 * text shows a placeholder in the editor only, so it can be found and selected; visitors see nothing.
 */
export function TextResource({ node, sanitize, mode = 'view' }: { node: TextResourceNode; sanitize: Sanitize; mode?: RenderMode }) {
  const html = node.html ?? '';
  if (mode === 'edit' && isEmptyHtml(html)) {
    return (
      <div className="fo-text fo-placeholder fo-placeholder--inline fo-text--empty" data-placeholder="">
        Empty text: double-click to write
      </div>
    );
  }
  return <div className="fo-text" dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
