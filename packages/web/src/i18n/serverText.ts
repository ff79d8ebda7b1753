/**
 * The server speaks English (the spec's texts are its contract); people read its messages in their own language.
 * A message the server sends that is one of the known texts (locales/en/errors.json) is shown in the app's
 * language; any other is shown as it came. In another language than English, the English file loads with the
 * shell (i18n.ts) so a message is recognised; in English nothing is needed.
 */
import { currentLanguage, exists, messagesOf, translate } from './i18n.ts';

let keyOf: Map<string, string> | null = null;

export function translateServerText(text: string): string {
  if (currentLanguage() === 'en') return text;
  if (!keyOf) {
    const english = messagesOf('en', 'errors');
    if (!english) return text;
    keyOf = new Map(Object.entries(english).flatMap(([key, message]) => (typeof message === 'string' ? [[message, key] as const] : [])));
  }
  const key = keyOf.get(text.trim());
  if (!key || !exists(`errors:${key}`)) return text;
  return translate(`errors:${key}`);
}
