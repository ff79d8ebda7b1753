/**
 * Translations in components: `useTranslation(area)` gives the area's `t`, and `<Trans>` shows a message with markup
 * (`Read <anchor>the guide</anchor>`) with the elements its tags stand for. A component whose area has not arrived suspends
 * until it has (inside its screen's loader); every component using it re-renders when the language changes or an
 * area arrives.
 */
import { cloneElement, Fragment, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { currentLanguage, hasLoaded, loadNamespaces, subscribe, textsVersion, translateIn, type TFunction, type TranslateValues } from './i18n.ts';

export type { TFunction };

// One promise per set of missing areas, so React sees the same promise on each render while they load.
const pending = new Map<string, Promise<void>>();

function arrival(lang: string, areas: readonly string[]): Promise<void> {
  const id = `${lang}|${areas.join(',')}`;
  let p = pending.get(id);
  if (!p) {
    p = loadNamespaces(areas, lang).finally(() => pending.delete(id));
    pending.set(id, p);
  }
  return p;
}

/** `t` for `area` (the first of `areas`; keys of another area are written `other:key`), in the language shown. */
export function useTranslation(areas: string | readonly string[] = 'common'): { t: TFunction; i18n: { language: string } } {
  const list = typeof areas === 'string' ? [areas] : areas;
  const version = useSyncExternalStore(subscribe, textsVersion, textsVersion);
  const language = currentLanguage();
  const missing = list.filter((area) => !hasLoaded(area, language));
  // Suspense's thrown promise rather than use(): a render after the arrival no longer asks, which use() forbids.
  if (missing.length > 0) throw arrival(language, missing);
  const area = list[0] ?? 'common';
  // A new function when the texts change, so memoized values built from it are built again.
  const t = useMemo<TFunction>(() => (key, values) => translateIn(area, key, values), [area, language, version]);
  return { t, i18n: { language } };
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': '\u00a0' };
// Values are put in as markers and restored inside the text, so a value can never open a tag.
const MARK = /\uE000(\d+)\uE001/g;
const TAG = /<(\/?)([a-zA-Z][\w-]*)>/g;

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TranslateValues;
  /** The elements the message's tags stand for: `{ anchor: <Anchor href="…" /> }` for `<anchor>…</anchor>`. */
  components?: Record<string, ReactElement>;
  /** Turns `&lt;` and the like in the message into their characters. */
  shouldUnescape?: boolean;
}

/** A message with markup: each `<name>…</name>` becomes `components[name]` with what it encloses as its children. */
export function Trans({ t, i18nKey, values = {}, components = {}, shouldUnescape = false }: TransProps): ReactNode {
  const strings: string[] = [];
  const marked: TranslateValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      marked[name] = `\uE000${strings.length}\uE001`;
      strings.push(value);
    } else marked[name] = value;
  }
  const message = t(i18nKey, marked);
  const text = (raw: string) => {
    const plain = shouldUnescape ? raw.replace(/&(?:lt|gt|amp|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e) : raw;
    return plain.replace(MARK, (_, n: string) => strings[Number(n)] ?? '');
  };

  // A stack of open tags: each holds the children gathered so far.
  const stack: { name: string; children: ReactNode[] }[] = [{ name: '', children: [] }];
  let last = 0;
  let key = 0;
  for (const m of message.matchAll(TAG)) {
    const [whole, closing, name = ''] = m;
    const top = stack[stack.length - 1]!;
    const known = name in components;
    if (!known || (closing && top.name !== name)) continue; // not one of ours: left in the text
    if (m.index > last) top.children.push(text(message.slice(last, m.index)));
    last = m.index + whole.length;
    if (!closing) stack.push({ name, children: [] });
    else {
      stack.pop();
      stack[stack.length - 1]!.children.push(cloneElement(components[name]!, { key: key++ }, ...top.children));
    }
  }
  if (last < message.length) stack[stack.length - 1]!.children.push(text(message.slice(last)));
  // Tags left open: their text is kept as it stands.
  while (stack.length > 1) {
    const open = stack.pop()!;
    stack[stack.length - 1]!.children.push(...open.children);
  }
  return <Fragment>{stack[0]!.children}</Fragment>;
}
