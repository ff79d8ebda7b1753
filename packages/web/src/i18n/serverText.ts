/**
 * The server speaks English (the spec's texts are its contract); people read its messages in their own language.
 * A message the server sends that is one of the known texts (locales/en/errors.json) is shown in the app's
 * language; any other is shown as it came. The English file is bundled so a message is recognised before any
 * other language's file has loaded.
 */
import english from './locales/en/errors.json';
import { currentLanguage, i18next } from './i18n.ts';

const keyOf = new Map<string, string>(Object.entries(english).map(([key, text]) => [text, key]));

export function translateServerText(text: string): string {
  if (currentLanguage() === 'en') return text;
  const key = keyOf.get(text.trim());
  if (!key || !i18next.exists(`errors:${key}`)) return text;
  return i18next.t(`errors:${key}`);
}
