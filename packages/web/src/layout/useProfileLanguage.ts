import { useEffect } from 'react';
import { useMe } from '../api/users.ts';
import { currentLanguage, switchLanguage } from '../i18n/i18n.ts';
import { isAppLanguage } from '../i18n/languages.ts';

/** The profile language last applied, so a later local switch is not undone by the same profile answer. */
let applied: string | null = null;

/**
 * Signed in (after a sign-in, and as the app starts with a session), the language chosen on the profile is shown
 * and kept on this device too, so the next start opens in it at once. A profile left on "Automatic" changes nothing:
 * this device's own choice, or else the browser's language, stays.
 */
export function useProfileLanguage(): void {
  const me = useMe();
  const language = me.data?.language ?? null;
  const key = me.data ? `${me.data.id}:${language}` : null;
  useEffect(() => {
    if (!key || key === applied) return;
    applied = key;
    if (isAppLanguage(language) && language !== currentLanguage()) void switchLanguage(language);
  }, [key, language]);
}
