import type { TextResourceNode } from '@folio/model';
import type { Sanitize } from '../context.ts';

/**
 * Rich text. The HTML was sanitized by the server when it was written (DOMPurify allowlist); `sanitize` (the
 * FolioPage prop, identity by default) lets a host sanitize it again at render, as published pages do.
 */
export function TextResource({ node, sanitize }: { node: TextResourceNode; sanitize: Sanitize }) {
  return <div className="fo-text" dangerouslySetInnerHTML={{ __html: sanitize(node.html ?? '') }} />;
}
