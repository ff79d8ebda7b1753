import { i18next } from '../../i18n/i18n.ts';

/** Tips shown on the dashboard, one per day, in the app's language. */
export function tips(): readonly string[] {
  return [i18next.t('home:tips.friendlyUrl'), i18next.t('home:tips.defaultTags'), i18next.t('home:tips.enterToSubmit'), i18next.t('home:tips.session')];
}

export function tipOfTheDay(now: Date = new Date()): string {
  const all = tips();
  const day = Math.floor(now.getTime() / 86_400_000);
  return all[day % all.length]!;
}
