import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FolioDocument } from '@folio/model';
import { sanitizeHtml } from '../../services/sanitize.ts';

// @folio/render is TSX: imported on first use through the module hooks of loaders/tsx.ts (decision 10).
let render: Promise<typeof import('@folio/render')> | null = null;
const loadRender = () => (render ??= import('@folio/render'));

/** The markup of these pages of a published document, one after the other, as visitors see them. */
export async function renderPages(doc: FolioDocument, pageIds: string[]): Promise<string> {
  const { FolioPage } = await loadRender();
  return pageIds
    .map((pageId) => renderToString(createElement(FolioPage, { doc, pageId, mode: 'view', sanitize: sanitizeHtml })))
    .join('');
}
