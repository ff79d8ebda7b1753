/**
 * The language and direction of a folio's or a website's text (BCP 47 tags), and what a page's `<html lang dir>`
 * says: a website's language wins on its pages; absent, a folio's is 'en'; the direction follows the language
 * unless the folio sets its own.
 */

export type TextDirection = 'ltr' | 'rtl';

/** The longest tag accepted (RFC 5646 recommends room for 35 characters). */
export const LANGUAGE_TAG_MAX = 35;
export const DEFAULT_LANGUAGE = 'en';

export const LANGUAGE_TEXTS = {
  tooLong: `A language tag has at most ${LANGUAGE_TAG_MAX} characters.`,
  malformed:
    'Enter a language tag such as en, fr, pt-BR or zh-Hant-TW: a 2–3 letter language, then optionally a 4-letter script, a region (2 letters or 3 digits) and variants, separated by dashes.',
  direction: "The direction must be 'ltr' (left to right) or 'rtl' (right to left).",
} as const;

/** language (2–3 letters), script (4 letters), region (2 letters or 3 digits), variants (5–8 letters/digits, or a digit and 3). */
const TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|[0-9]{3}))?((?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*)$/i;

/** Languages usually written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'ji', 'dv', 'ckb', 'syr', 'arc', 'nqo', 'prs', 'pnb', 'arz', 'ary', 'azb', 'lrc', 'mzn', 'glk', 'ks']);
/** Scripts written right to left: a tag's script decides over its language (az-Arab is rtl, ku-Latn ltr). */
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg', 'mand', 'samr', 'mend', 'yezi']);

/** What is wrong with a language tag, or null when it is well formed. */
export function languageProblem(tag: string): string | null {
  if (tag.length > LANGUAGE_TAG_MAX) return LANGUAGE_TEXTS.tooLong;
  return TAG.test(tag.trim()) ? null : LANGUAGE_TEXTS.malformed;
}

/** The tag in its usual case: 'pt-br' → 'pt-BR', 'zh-hant-tw' → 'zh-Hant-TW'. A malformed tag is only trimmed. */
export function normalizeLanguage(tag: string): string {
  const trimmed = tag.trim();
  const m = TAG.exec(trimmed);
  if (!m) return trimmed;
  const [, language, script, region, variants] = m;
  return [
    language!.toLowerCase(),
    script ? script[0]!.toUpperCase() + script.slice(1).toLowerCase() : null,
    region ? region.toUpperCase() : null,
    ...(variants ? variants.slice(1).toLowerCase().split('-') : []),
  ]
    .filter(Boolean)
    .join('-');
}

/** The usual direction of a language's text: its script's when the tag names one, else its language's. */
export function directionOf(tag: string): TextDirection {
  const m = TAG.exec(tag.trim());
  if (!m) return 'ltr';
  const script = m[2]?.toLowerCase();
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(m[1]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** A well-formed tag normalized, or the default for an absent or malformed one (stored data is never trusted). */
const usable = (tag: string | null | undefined): string | null =>
  typeof tag === 'string' && tag.trim() && languageProblem(tag) === null ? normalizeLanguage(tag) : null;

/**
 * What a page's `<html lang dir>` says. A website's language, when it has one, wins on its pages (with that
 * language's direction); else the folio's, with its own direction when set. Absent everywhere: en, ltr.
 */
export function pageLanguage(
  folioRoot: { language?: string | undefined; direction?: TextDirection | undefined } | null | undefined,
  website: { language: string | null } | null,
): { lang: string; dir: TextDirection } {
  const siteLang = usable(website?.language);
  if (siteLang) return { lang: siteLang, dir: directionOf(siteLang) };
  const lang = usable(folioRoot?.language) ?? DEFAULT_LANGUAGE;
  const dir = folioRoot?.direction === 'ltr' || folioRoot?.direction === 'rtl' ? folioRoot.direction : directionOf(lang);
  return { lang, dir };
}

/** Languages the settings screens offer (any other tag may be typed). */
export const COMMON_LANGUAGES: ReadonlyArray<{ tag: string; name: string }> = [
  { tag: 'en', name: 'English' },
  { tag: 'en-GB', name: 'English (United Kingdom)' },
  { tag: 'en-US', name: 'English (United States)' },
  { tag: 'ar', name: 'Arabic — العربية' },
  { tag: 'bn', name: 'Bengali — বাংলা' },
  { tag: 'ca', name: 'Catalan — català' },
  { tag: 'cs', name: 'Czech — čeština' },
  { tag: 'da', name: 'Danish — dansk' },
  { tag: 'de', name: 'German — Deutsch' },
  { tag: 'el', name: 'Greek — Ελληνικά' },
  { tag: 'es', name: 'Spanish — español' },
  { tag: 'fa', name: 'Persian — فارسی' },
  { tag: 'fi', name: 'Finnish — suomi' },
  { tag: 'fr', name: 'French — français' },
  { tag: 'he', name: 'Hebrew — עברית' },
  { tag: 'hi', name: 'Hindi — हिन्दी' },
  { tag: 'hu', name: 'Hungarian — magyar' },
  { tag: 'id', name: 'Indonesian — Bahasa Indonesia' },
  { tag: 'it', name: 'Italian — italiano' },
  { tag: 'ja', name: 'Japanese — 日本語' },
  { tag: 'ko', name: 'Korean — 한국어' },
  { tag: 'nl', name: 'Dutch — Nederlands' },
  { tag: 'nb', name: 'Norwegian — norsk bokmål' },
  { tag: 'pl', name: 'Polish — polski' },
  { tag: 'pt', name: 'Portuguese — português' },
  { tag: 'pt-BR', name: 'Portuguese (Brazil) — português do Brasil' },
  { tag: 'ro', name: 'Romanian — română' },
  { tag: 'ru', name: 'Russian — русский' },
  { tag: 'sv', name: 'Swedish — svenska' },
  { tag: 'sw', name: 'Swahili — Kiswahili' },
  { tag: 'th', name: 'Thai — ไทย' },
  { tag: 'tr', name: 'Turkish — Türkçe' },
  { tag: 'uk', name: 'Ukrainian — українська' },
  { tag: 'ur', name: 'Urdu — اردو' },
  { tag: 'vi', name: 'Vietnamese — Tiếng Việt' },
  { tag: 'zh-Hans', name: 'Chinese (Simplified) — 简体中文' },
  { tag: 'zh-Hant', name: 'Chinese (Traditional) — 繁體中文' },
];
