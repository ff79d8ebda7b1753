/**
 * The web app's translations (issue 32, decisions 67 and 72): ICU messages (plurals, selects, numbers) in one JSON
 * file per area and language under `locales/<language>/<area>.json`, each its own small chunk. The shell's areas load
 * before the first screen; a screen's area loads with the screen (`useTranslation` suspends it until then, inside its
 * lazy route's loader); a language switch loads the new language's areas in use before it shows. Our own few lines
 * rather than i18next + react-i18next, which weighed 15.7 KB gzipped on the sign-in screen (decision 72).
 */
import { formatParts, parseMessage, type Values } from './icuMessage.ts';
import { chooseLanguage, DEFAULT_LANGUAGE, directionOfAppLanguage, isAppLanguage, type AppLanguage } from './languages.ts';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./locales/*/*.json', { import: 'default' });

/** `./locales/fr/editor.json` → ['fr', 'editor'] */
function parts(path: string): [string, string] {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return [m?.[1] ?? '', m?.[2] ?? ''];
}

export const NAMESPACES = [...new Set(Object.keys(files).map((p) => parts(p)[1]))].sort();

/** The areas every screen's frame uses (header, menus, sign-in): loaded before the first screen. */
export const SHELL_NAMESPACES = ['common', 'layout', 'auth'] as const;

/**
 * What a language loads before the first screen: the shell's areas, and in a language other than English the
 * server's messages in it and in English, by which serverText.ts recognises them (English shows them as they come).
 */
function shellOf(lang: AppLanguage): Promise<void> {
  if (lang === DEFAULT_LANGUAGE) return loadNamespaces(SHELL_NAMESPACES, lang);
  return Promise.all([loadNamespaces([...SHELL_NAMESPACES, 'errors'], lang), loadArea(DEFAULT_LANGUAGE, 'errors')]).then(() => {});
}

/** What `translate` takes besides the message's own values. */
export type TranslateValues = Values & { defaultValue?: string };
export type TFunction = (key: string, values?: TranslateValues) => string;

const messages = new Map<string, Tree>(); // `${language}/${area}`
const loading = new Map<string, Promise<void>>();
/** Areas whose file could not be fetched (offline, an old build's names): shown as keys rather than retried forever. */
const failed = new Set<string>();
let language: AppLanguage = DEFAULT_LANGUAGE;

// Components re-render when the language changes or an area arrives (see react.tsx's useTranslation).
let version = 0;
const listeners = new Set<() => void>();
function changed(): void {
  version++;
  for (const listener of listeners) listener();
}
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const textsVersion = (): number => version;

function loadArea(lang: string, area: string): Promise<void> {
  const id = `${lang}/${area}`;
  let pending = loading.get(id);
  if (!pending) {
    const file = files[`./locales/${lang}/${area}.json`];
    pending = (file ? file() : Promise.reject(new Error(`No messages for ${id}`))).then(
      (tree) => {
        messages.set(id, tree);
        if (lang === language) changed();
      },
      () => {
        failed.add(id);
        loading.delete(id);
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** Whether an area's messages are here (or will not come) in the language shown, or in `lang`. */
export function hasLoaded(area: string, lang: string = language): boolean {
  const id = `${lang}/${area}`;
  return messages.has(id) || failed.has(id);
}

/** Loads areas' messages in the language shown (once each); screens' areas otherwise load as the screen needs them. */
export async function loadNamespaces(areas: readonly string[], lang: string = language): Promise<void> {
  await Promise.all(areas.map((area) => loadArea(lang, area)));
}

/** An area's messages in a language, if they are here. */
export function messagesOf(lang: string, area: string): Readonly<Tree> | undefined {
  return messages.get(`${lang}/${area}`);
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const step of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[step];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `area:some.key` → ['area', 'some.key']; a key without an area is in `area`. */
function split(key: string, area: string): [string, string] {
  const colon = key.indexOf(':');
  return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [area, key];
}

const parsed = new Map<string, ReturnType<typeof parseMessage> | null>();

function format(message: string, values: Values | undefined): string {
  if (!message.includes('{') && !message.includes("'")) return message;
  let found = parsed.get(message);
  if (found === undefined) {
    try {
      found = parseMessage(message);
    } catch {
      // A malformed message shows its text rather than breaking the screen; the locale test keeps them well formed.
      found = null;
    }
    parsed.set(message, found);
  }
  return found ? formatParts(found, language, values ?? {}) : message;
}

/**
 * The message `key` (of `area` unless the key names its own, `other:key`) in the language shown, formatted with
 * `values`. A key of an area not loaded yet starts loading it (components show it once it has arrived) and gives
 * `defaultValue`, else the key.
 */
export function translateIn(area: string, key: string, values?: TranslateValues): string {
  const [ns, path] = split(key, area);
  const message = lookup(messages.get(`${language}/${ns}`), path);
  if (message !== undefined) return format(message, values);
  if (NAMESPACES.includes(ns) && !hasLoaded(ns)) void loadArea(language, ns);
  return values?.defaultValue !== undefined ? format(values.defaultValue, values) : path;
}

/** For code outside components (called when the text is needed, never at module load): `translate('editor:zoom.fit')`. */
export const translate: TFunction = (key, values) => translateIn('common', key, values);

/** Whether the language shown has a message for `area:key`. */
export function exists(key: string): boolean {
  const [ns, path] = split(key, 'common');
  return lookup(messages.get(`${language}/${ns}`), path) !== undefined;
}

/** `<html lang dir>` of the app follow its language, so the browser, screen readers and Mantine mirror the layout. */
function applyToDocument(lang: AppLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOfAppLanguage(lang);
}

const CHOICE_KEY = 'folio.language';
/** The choice is also a cookie, so the server's page can preload that language's messages (plugins/appShell.ts). */
const CHOICE_COOKIE = 'folio_language';

function rememberChoice(choice: AppLanguage | null): void {
  try {
    if (choice) localStorage.setItem(CHOICE_KEY, choice);
    else localStorage.removeItem(CHOICE_KEY);
  } catch {
    // Private mode: the choice lasts this visit.
  }
  if (typeof document === 'undefined') return;
  document.cookie = choice ? `${CHOICE_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax` : `${CHOICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/**
 * Starts the app's language before its first screen shows: the stored choice, else the browser's; with the shell's
 * areas and `areas` (the first screen's, so they do not wait for its code).
 */
export async function startLanguage(areas: readonly string[] = []): Promise<void> {
  const stored = storedChoice();
  language = chooseLanguage(stored, browserLanguages());
  applyToDocument(language);
  // A choice made before the cookie existed: the server learns it for the next visit.
  if (stored && isAppLanguage(stored) && typeof document !== 'undefined' && !document.cookie.includes(`${CHOICE_COOKIE}=${stored}`)) rememberChoice(stored);
  await Promise.all([shellOf(language), loadNamespaces(areas)]);
}

/** The language shown now. */
export function currentLanguage(): AppLanguage {
  return language;
}

/**
 * Shows the app in another language and remembers it on this device (`remember: false` for a language that
 * came from the profile and is already remembered there). `null` forgets the choice: the browser's language again.
 * The areas in use arrive in the new language before it shows.
 */
export async function switchLanguage(choice: AppLanguage | null, remember = true): Promise<void> {
  const next = chooseLanguage(choice, browserLanguages());
  if (remember) rememberChoice(choice);
  const inUse = new Set<string>();
  for (const id of messages.keys()) if (id.startsWith(`${language}/`) && id !== `${language}/errors`) inUse.add(id.slice(language.length + 1));
  await Promise.all([shellOf(next), loadNamespaces([...inUse], next)]);
  applyToDocument(next);
  if (next === language) return;
  language = next;
  changed();
}
