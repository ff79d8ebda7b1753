/** Tips shown on the dashboard, one per day. */
export const TIPS: readonly string[] = [
  'Give a folio a friendly URL in its settings (the gear in the editor), so its published address is easy to share.',
  'Default tags on your profile are added to every new folio and asset, which keeps your library tidy.',
  'Press Enter in any form to submit it; Tab moves between fields.',
  'Your session stays signed in for 30 days; sign out from the menu at the top right when you use a shared computer.',
];

export function tipOfTheDay(now: Date = new Date()): string {
  const day = Math.floor(now.getTime() / 86_400_000);
  return TIPS[day % TIPS.length]!;
}
