/**
 * Every shipped language's visitor texts (issue 32), for the server: it renders the page's fixed words in the
 * page's language and writes that language's set into the page (`messagesScript`) for the visitor script. The
 * script itself imports only en.ts and text.ts, never this file, so it carries no other language.
 */
import { ar } from './ar.ts';
import { en, type VisitorMessages } from './en.ts';
import { fr } from './fr.ts';

export { en, type VisitorMessages, type VisitorMessageKey } from './en.ts';
export { format, MESSAGES_ELEMENT_ID } from './text.ts';

export const VISITOR_MESSAGES: Readonly<Record<string, VisitorMessages>> = { en, fr, ar };
export const VISITOR_LANGUAGES = Object.keys(VISITOR_MESSAGES);

/** The set for a page in `lang` (a BCP 47 tag): its primary language's when shipped ('fr-CA' → fr), else English. */
export function visitorMessages(lang: string): VisitorMessages {
  const primary = lang.trim().toLowerCase().split('-')[0] ?? 'en';
  return VISITOR_MESSAGES[primary] ?? en;
}

/**
 * The `<script type="application/json">` a page in `lang` carries for the visitor script: empty for English (built
 * in). `<` is escaped so no text can end the element.
 */
export function messagesScript(lang: string): string {
  const messages = visitorMessages(lang);
  if (messages === en) return '';
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${'fo-messages'}">${json}</script>`;
}
