/**
 * The web app's translations (issue 32, decision 67): i18next with ICU messages (plurals, selects, numbers), one
 * JSON file per area and language under `locales/<language>/<area>.json`. Only the shown language's files are
 * downloaded (each is its own small chunk); a language switch loads the new one before it shows.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { icuFormat } from './icuFormat.ts';
import { chooseLanguage, DEFAULT_LANGUAGE, directionOfAppLanguage, isAppLanguage, type AppLanguage } from './languages.ts';

type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

/** `./locales/fr/editor.json` → ['fr', 'editor'] */
function parts(path: string): [string, string] {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return [m?.[1] ?? '', m?.[2] ?? ''];
}

export const NAMESPACES = [...new Set(Object.keys(files).map((p) => parts(p)[1]))].sort();

const CHOICE_KEY = 'folio.language';

let started: Promise<i18n> | null = null;

function init(language: AppLanguage): Promise<i18n> {
  started ??= i18next
    .use(icuFormat)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    })
    .then(() => i18next);
  return started;
}

/** Downloads every area's messages of a language (once) and adds them to i18next. */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  const wanted = Object.entries(files).filter(([path]) => parts(path)[0] === language);
  await Promise.all(
    wanted.map(async ([path, load]) => {
      const ns = parts(path)[1];
      if (i18next.hasResourceBundle(language, ns)) return;
      i18next.addResourceBundle(language, ns, await load(), true, true);
    }),
  );
}

/** `<html lang dir>` of the app follow its language, so the browser, screen readers and Mantine mirror the layout. */
function applyToDocument(language: AppLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOfAppLanguage(language);
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

/** Starts the app's language before its first screen shows: the stored choice, else the browser's. */
export async function startLanguage(): Promise<void> {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const language = chooseLanguage(storedChoice(), browser);
  await init(language);
  await loadLanguage(language);
  applyToDocument(language);
}

/** The language shown now. */
export function currentLanguage(): AppLanguage {
  const lng = i18next.language;
  return isAppLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * Shows the app in another language and remembers it on this device (`remember: false` for a language that
 * came from the profile and is already remembered there). `null` forgets the choice: the browser's language again.
 */
export async function switchLanguage(choice: AppLanguage | null, remember = true): Promise<void> {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const language = chooseLanguage(choice, browser);
  if (remember) {
    try {
      if (choice) localStorage.setItem(CHOICE_KEY, choice);
      else localStorage.removeItem(CHOICE_KEY);
    } catch {
      // Private mode: the choice lasts this visit.
    }
  }
  await init(language);
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
}

export { i18next };
