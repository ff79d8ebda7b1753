import { renderToStaticMarkup } from 'react-dom/server';
import type { FolioDocument } from '@folio/model';
import { FolioPage, type FolioPageProps } from '../FolioPage.tsx';

type Extra = Partial<Omit<FolioPageProps, 'doc'>>;

export const markup = (doc: FolioDocument, props: Extra = {}): string =>
  renderToStaticMarkup(<FolioPage doc={doc} pageId="p1" mode="view" {...props} />);

/** Server-renders the page and parses the HTML into a detached element to query (happy-dom environment). */
export function staticDom(doc: FolioDocument, props: Extra = {}): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup(doc, props);
  return container;
}
