/**
 * The check that fails CI on a string not translated in a shipped language (issue 32): every area's file exists in
 * every language with the same keys; every message is valid ICU with the same arguments as the English one; every
 * plural covers the plural forms of its language; and every key the code asks for exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatParts, parseMessage } from './icuMessage.ts';
import { SHIPPED_LANGUAGES } from './languages.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const localesDir = path.join(here, 'locales');
const srcDir = path.dirname(here);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}

function load(lng: string): Map<string, Map<string, string>> {
  const dir = path.join(localesDir, lng);
  const out = new Map<string, Map<string, string>>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    out.set(file.replace(/\.json$/, ''), flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree));
  }
  return out;
}

/** The arguments a message uses (names, with their kind) and its plurals' options. */
function walk(elements: MessageFormatElement[], args: Set<string>, plurals: { name: string; options: string[] }[]): void {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      args.add(`<${el.value}>`);
      walk(el.children, args, plurals);
      continue;
    }
    args.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      if (el.type === TYPE.plural && el.pluralType === 'cardinal') plurals.push({ name: el.value, options: Object.keys(el.options) });
      for (const opt of Object.values(el.options)) walk(opt.value, args, plurals);
    }
  }
}

function analyse(message: string) {
  const args = new Set<string>();
  const plurals: { name: string; options: string[] }[] = [];
  walk(parse(message, { ignoreTag: false }), args, plurals);
  return { args: [...args].sort(), plurals };
}

const english = load('en');

describe('every shipped language has every message', () => {
  for (const { tag } of SHIPPED_LANGUAGES.filter((l) => l.tag !== 'en')) {
    it(`${tag}: same areas and keys as English`, () => {
      const other = load(tag);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      const missing: string[] = [];
      const extra: string[] = [];
      for (const [ns, messages] of english) {
        const theirs = other.get(ns) ?? new Map<string, string>();
        for (const key of messages.keys()) if (!theirs.has(key) || !theirs.get(key)!.trim()) missing.push(`${ns}:${key}`);
        for (const key of theirs.keys()) if (!messages.has(key)) extra.push(`${ns}:${key}`);
      }
      expect(missing, `not translated into ${tag}`).toEqual([]);
      expect(extra, `in ${tag} but not in English`).toEqual([]);
    });
  }
});

describe('every message is ICU with the arguments of its English one', () => {
  for (const { tag } of SHIPPED_LANGUAGES) {
    it(`${tag}: parses, same arguments, plurals cover the language's forms`, () => {
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const [ns, messages] of load(tag)) {
        for (const [key, message] of messages) {
          let found: ReturnType<typeof analyse>;
          try {
            found = analyse(message);
          } catch (e) {
            problems.push(`${ns}:${key} is not valid ICU (${(e as Error).message})`);
            continue;
          }
          const source = english.get(ns)?.get(key);
          if (source !== undefined && tag !== 'en') {
            const want = analyse(source).args;
            if (JSON.stringify(found.args) !== JSON.stringify(want)) problems.push(`${ns}:${key} uses ${found.args.join(',')} but English uses ${want.join(',')}`);
          }
          for (const p of found.plurals) {
            const exact = new Set(p.options.filter((o) => o.startsWith('=')).map((o) => Number(o.slice(1))));
            const rules = new Intl.PluralRules(tag);
            for (const c of categories) {
              if (p.options.includes(c)) continue;
              // A category is covered when every number it names here has an exact case (e.g. ar "zero" by =0).
              // Forms only very large numbers take (French "many": 1,000,000) fall back to "other" and are not required.
              const samples = [0, 1, 2, 3, 5, 11, 100, 101, 102].filter((n) => rules.select(n) === c);
              if (samples.every((n) => exact.has(n))) continue;
              problems.push(`${ns}:${key}: the plural of {${p.name}} lacks the "${c}" form of ${tag}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Values to format a message with: each plural or number argument takes `n`, each select each of its cases. */
function sampleValues(elements: MessageFormatElement[], n: number, choice: number, out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of elements) {
    if (el.type === TYPE.tag) sampleValues(el.children, n, choice, out);
    else if (el.type === TYPE.argument) out[el.value] ??= `‹${el.value}›`;
    else if (el.type === TYPE.number || el.type === TYPE.plural) out[el.value] = n;
    else if (el.type === TYPE.select) {
      const keys = Object.keys(el.options);
      out[el.value] ??= keys[choice % keys.length];
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const opt of Object.values(el.options)) sampleValues(opt.value, n, choice, out);
  }
  return out;
}

describe('our ICU formatter says what intl-messageformat says', () => {
  for (const { tag } of SHIPPED_LANGUAGES) {
    it(`${tag}: every message, with counts 0, 1, 2, 3, 11, 100, 1001 and every select case`, () => {
      const differences: string[] = [];
      for (const [ns, messages] of load(tag)) {
        for (const [key, message] of messages) {
          const ast = parse(message, { ignoreTag: true });
          const reference = new IntlMessageFormat(message, tag, undefined, { ignoreTag: true });
          const mine = parseMessage(message);
          for (const n of [0, 1, 2, 3, 11, 100, 1001]) {
            for (const choice of [0, 1, 2]) {
              const values = sampleValues(ast, n, choice);
              const want = String(reference.format(values as Record<string, string | number>));
              const got = formatParts(mine, tag, values);
              if (got !== want) differences.push(`${ns}:${key} (${JSON.stringify(values)}): ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
            }
          }
        }
      }
      expect(differences.slice(0, 20)).toEqual([]);
    });
  }
});

/** Source files of the app (not tests, not the locales). */
function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales') sources(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('every key the code asks for exists in English', () => {
  it('t("…"), translate("…"), i18nKey="…" and keys marked i18nKey(…) resolve in their file\'s area', () => {
    const problems: string[] = [];
    for (const file of sources(srcDir)) {
      const text = fs.readFileSync(file, 'utf8');
      const nsMatch = /useTranslation\(\s*(?:\[\s*)?'([^']+)'/.exec(text) ?? /getFixedT\(\s*null\s*,\s*'([^']+)'/.exec(text);
      const fileNs = nsMatch?.[1] ?? 'common';
      const keys = [...text.matchAll(/\b(?:t|translate|i18nKey)\(\s*'([^'\n]+)'/g), ...text.matchAll(/i18nKey="([^"\n]+)"/g)].map((m) => m[1]!);
      for (const raw of keys) {
        const [ns, key] = raw.includes(':') ? (raw.split(':', 2) as [string, string]) : [fileNs, raw];
        const messages = english.get(ns);
        if (!messages) {
          problems.push(`${path.relative(srcDir, file)}: area "${ns}" has no English file (key ${raw})`);
          continue;
        }
        // A key may name a plural-free subtree only when the code picks the leaf itself: leaves are what count.
        if (!messages.has(key)) problems.push(`${path.relative(srcDir, file)}: ${ns}:${key} is missing in locales/en/${ns}.json`);
      }
    }
    expect(problems).toEqual([]);
  });
});
