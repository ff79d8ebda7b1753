/**
 * The languages the web app ships (issue 32), and how the one to show is chosen: the person's own choice (their
 * profile, kept on this device too), else the first of the browser's languages that is shipped, else English.
 */
export const SHIPPED_LANGUAGES = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type AppLanguage = (typeof SHIPPED_LANGUAGES)[number]['tag'];

export const DEFAULT_LANGUAGE: AppLanguage = 'en';

export function isAppLanguage(tag: unknown): tag is AppLanguage {
  return typeof tag === 'string' && SHIPPED_LANGUAGES.some((l) => l.tag === tag);
}

export function directionOfAppLanguage(tag: AppLanguage): 'ltr' | 'rtl' {
  return SHIPPED_LANGUAGES.find((l) => l.tag === tag)?.dir ?? 'ltr';
}

/** The shipped language that best matches a list of BCP 47 tags in preference order (fr-CA → fr), or null. */
export function matchLanguage(preferred: readonly string[]): AppLanguage | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isAppLanguage(primary)) return primary;
  }
  return null;
}

/** The language to show: a stored choice wins, then the browser's languages, then English. */
export function chooseLanguage(choice: string | null | undefined, browser: readonly string[]): AppLanguage {
  if (isAppLanguage(choice)) return choice;
  return matchLanguage(browser) ?? DEFAULT_LANGUAGE;
}
