/** Tips shown on the dashboard, one per day. */
export const TIPS: readonly string[] = [
  'Set a friendly URL on your profile so people can find your page at an address that is easy to share.',
  'Default tags on your profile are added to every new folio and asset, which keeps your library tidy.',
  'Press Enter in any form to submit it; Tab moves between fields.',
  'A shared folio link points straight at one page: /folio/{folioId}/page/{pageId}.',
];

export function tipOfTheDay(now: Date = new Date()): string {
  const day = Math.floor(now.getTime() / 86_400_000);
  return TIPS[day % TIPS.length]!;
}
