export * from './layout.ts';
export { keyBetween, keysBetween } from './order.ts';
export { SharedFolio, type TextParser } from './sharedFolio.ts';
export { createRichTextExtensions } from './richText/extensions.ts';
export { richTextSchema } from './richText/schema.ts';
export { htmlOf } from './richText/html.ts';
export { fragmentHtml, jsonHtml, parsedJson, writeFragment, type RichTextJson } from './richText/fragment.ts';
export { jsonEqual } from './equal.ts';
