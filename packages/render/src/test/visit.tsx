import { renderToString } from 'react-dom/server';
import type { FolioDocument } from '@folio/model';
import { FolioPage } from '../FolioPage.tsx';
import type { FormTarget } from '../context.ts';
import { initVisitor } from '../visitor/init.ts';

/**
 * Puts the published markup of page p1 (renderToString, mode "view", as the server sends it) into the happy-dom
 * document and runs the visitor script on it. Returns the script's cleanup.
 */
export function visit(doc: FolioDocument, formTarget?: FormTarget): () => void {
  document.body.innerHTML = renderToString(<FolioPage doc={doc} pageId="p1" mode="view" formTarget={formTarget} />);
  return initVisitor(document);
}

export const $ = <E extends Element = HTMLElement>(selector: string): E => {
  const el = document.querySelector<E>(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  return el;
};

export const $$ = <E extends Element = HTMLElement>(selector: string): E[] => [...document.querySelectorAll<E>(selector)];

export const click = (el: Element): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  el.dispatchEvent(event);
  return event;
};

export const press = (el: Element, key: string): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};
