/**
 * The web app's translations (issue 32, decision 67): i18next with ICU messages (plurals, selects, numbers), one
 * JSON file per area and language under `locales/<language>/<area>.json`, each its own small chunk. The shell's
 * areas load before the first screen; a screen's area loads with the screen (react-i18next suspends the screen until
 * then, inside its lazy route's loader); a language switch loads the new language's areas in use before it shows.
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

/** The areas every screen's frame uses (header, menus, errors, sign-in): loaded before the first screen. */
const SHELL_NAMESPACES = ['common', 'errors', 'layout', 'auth'];

/** i18next's loader of an area's messages: the language's JSON chunk. */
const chunkBackend = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Messages | false) => void) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No messages for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error, false),
    );
  },
} as const;

const CHOICE_KEY = 'folio.language';

let started: Promise<i18n> | null = null;

function init(language: AppLanguage, namespaces: readonly string[]): Promise<i18n> {
  started ??= i18next
    .use(chunkBackend)
    .use(icuFormat)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      ns: [...SHELL_NAMESPACES, ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A text asked for from an area no screen has loaded yet (plain code naming another area's key): that area
      // loads then, and every translated component shows it once it has arrived (bindI18nStore 'added').
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], namespace: string) => {
        if (NAMESPACES.includes(namespace) && !i18next.hasLoadedNamespace(namespace)) void i18next.loadNamespaces(namespace);
      },
      react: { useSuspense: true, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    })
    .then(() => i18next);
  return started;
}

/** Loads areas' messages in the language shown (once each); screens' areas otherwise load as the screen needs them. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
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

/**
 * Starts the app's language before its first screen shows: the stored choice, else the browser's; with the shell's
 * areas and `namespaces` (the first screen's, so they do not wait for its code).
 */
export async function startLanguage(namespaces: readonly string[] = []): Promise<void> {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const language = chooseLanguage(storedChoice(), browser);
  await init(language, namespaces);
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
  await init(language, []);
  await i18next.changeLanguage(language);
  applyToDocument(language);
}

export { i18next };
