/** A rich text's HTML read into the editor's schema with the browser's own parser (for the shared document). */
import { parsedJson, type RichTextJson } from '@folio/collab';

const parse = (html: string): HTMLElement => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
};

export const parseText = (html: string): RichTextJson => parsedJson(html, parse);
