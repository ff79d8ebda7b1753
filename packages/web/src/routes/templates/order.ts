import type { BuiltinTemplateSummary, Intent } from '@folio/model';

/** The templates serving `intent` first, each group in the shipped order; all of them as shipped without one. */
export function orderForIntent<T extends Pick<BuiltinTemplateSummary, 'intents'>>(items: readonly T[], intent: Intent | null): T[] {
  if (!intent) return [...items];
  return [...items.filter((i) => i.intents.includes(intent)), ...items.filter((i) => !i.intents.includes(intent))];
}
