// On a sanitizer thread: a clean rich text read into the editor's ProseMirror schema (@folio/collab), for the shared
// editing document (decision 59). jsdom parses the HTML, as it does for sanitizing; the event loop never does.
import { parsedJson } from '@folio/collab';
import { JSDOM } from 'jsdom';
import type { ParseAnswer } from './pool.ts';

let document: Document | null = null;

function element(html: string): HTMLElement {
  document ??= new JSDOM('').window.document;
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

/** `exact`: every space kept as written (the check of a typed text, which may end with a space). */
export function parseAnswer(html: string, exact = false): ParseAnswer {
  try {
    return { json: parsedJson(html, element, undefined, exact) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
