/**
 * Limits on what one request may carry, shared by the server (which enforces them) and the browser (which can
 * say so before saving).
 *
 * Rich text (a text resource's HTML, an accordion panel, a feedback text) is parsed into a DOM and sanitized on
 * the server, which costs time and memory per element and, for nesting, per level: without limits one PATCH of
 * 9 MB of `<b>x</b>` exhausted the heap and 10,000 nested `<div>`s overflowed the parser's stack. A long article
 * written in the editor stays far below these (a page of formatted text is about 5 KB and 100 elements).
 */
export const RICH_TEXT_LIMITS = {
  /** characters of HTML in one field */
  maxLength: 100_000,
  /** elements in one field, as a browser's parser builds them */
  maxElements: 5_000,
  /** elements nested inside each other in one field */
  maxDepth: 100,
  /** characters of new or changed rich text in one save, across all its fields (texts sent back unchanged are free) */
  maxPerSave: 2_000_000,
} as const;

/** JSON request bodies nested deeper than this are refused before they are parsed (a folio node is about 6 deep). */
export const JSON_MAX_DEPTH = 64;

const count = (n: number) => n.toLocaleString('en');

export const richTextTooLong = (length: number) =>
  `is ${count(length)} characters of HTML, more than the ${count(RICH_TEXT_LIMITS.maxLength)} allowed in one text; split it into several texts`;
export const richTextTooManyElements = () =>
  `has more than ${count(RICH_TEXT_LIMITS.maxElements)} HTML elements, the most allowed in one text; split it into several texts or remove formatting`;
export const richTextTooDeep = () =>
  `nests HTML elements more than ${RICH_TEXT_LIMITS.maxDepth} levels deep; remove some of the nesting`;

export const richTextTooMuchPerSave = (length: number) =>
  `carries ${count(length)} characters of new or changed rich text, more than the ${count(RICH_TEXT_LIMITS.maxPerSave)} one save may; save in smaller steps`;

/**
 * A cheap, linear check of one rich-text field: its length and its number of start tags (each makes at least one
 * element). Returns what is wrong, to follow the field's name, or null. Nesting depth and the elements a parser
 * adds on its own are only known after parsing, which the server does next.
 */
export function richTextProblem(html: string): string | null {
  if (html.length > RICH_TEXT_LIMITS.maxLength) return richTextTooLong(html.length);
  let tags = 0;
  for (let i = html.indexOf('<'); i >= 0; i = html.indexOf('<', i + 1)) {
    const next = html.charCodeAt(i + 1) | 0x20;
    if (next >= 0x61 && next <= 0x7a && ++tags > RICH_TEXT_LIMITS.maxElements) return richTextTooManyElements();
  }
  return null;
}

/** A folio's name: 1 to 200 characters (after trimming spaces). */
export const FOLIO_NAME_MAX = 200;

/** What is wrong with a folio name, as a sentence to show at the field, or null. */
export function folioNameProblem(name: string): string | null {
  const length = name.trim().length;
  if (length === 0) return 'The folio needs a name; type one.';
  if (length > FOLIO_NAME_MAX) return `The name is ${count(length)} characters long, more than the ${FOLIO_NAME_MAX} allowed; shorten it.`;
  return null;
}
