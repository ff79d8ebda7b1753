import { translate } from '../../i18n/i18n.ts';

/** Tips shown on the dashboard, one per day, in the app's language. */
export function tips(): readonly string[] {
  return [translate('home:tips.friendlyUrl'), translate('home:tips.defaultTags'), translate('home:tips.enterToSubmit'), translate('home:tips.session')];
}

export function tipOfTheDay(now: Date = new Date()): string {
  const all = tips();
  const day = Math.floor(now.getTime() / 86_400_000);
  return all[day % all.length]!;
}
