/**
 * The bell's words for selling (issue 26): a sale names every item of the order and what it brings, a refund every
 * item it took back. The server stores the item names (`data.items`, a JSON list) and the amounts; the web app
 * writes the sentence from them with these functions, so both agree on what a notification holds.
 */

/** Names as a reader lists them: “A”, “A” and “B”, “A”, “B” and “C”. */
export function quotedList(names: readonly string[]): string {
  const quoted = names.map((n) => `“${n}”`);
  if (quoted.length <= 1) return quoted[0] ?? '';
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/** The item names a notification's data holds: its `items` list, else (older rows) its one `name`. */
export function noticeItems(data: Readonly<Record<string, string | undefined>>): string[] {
  if (data.items) {
    try {
      const parsed: unknown = JSON.parse(data.items);
      if (Array.isArray(parsed) && parsed.length && parsed.every((n) => typeof n === 'string')) return parsed as string[];
    } catch {
      // not a list: fall back to the name
    }
  }
  return data.name ? [data.name] : [];
}

/** What a notification's data holds for a sale: every item sold, what was paid for them and, for the seller, their share. */
export function saleNoticeData(names: readonly string[], paid: string, share: string | null): Record<string, string> {
  return { name: names[0] ?? '', items: JSON.stringify(names), amount: paid, ...(share ? { share } : {}) };
}

/** "Ann bought “A” and “B” for 25.00 CAD (22.50 CAD to you after the platform fee)". */
export function saleNoticeText(who: string, data: Readonly<Record<string, string | undefined>>): string {
  const items = quotedList(noticeItems(data)) || 'something';
  const paid = data.amount ? ` for ${data.amount}` : '';
  const share = data.share && data.share !== data.amount ? ` (${data.share} to you after the platform fee)` : '';
  return `${who} bought ${items}${paid}${share}`;
}

/** "Sam refunded your purchase of “A” and “B” (25.00 CAD); what it gave you has been taken back". */
export function refundNoticeText(who: string, data: Readonly<Record<string, string | undefined>>): string {
  const items = quotedList(noticeItems(data)) || 'an order';
  const amount = data.amount ? ` (${data.amount})` : '';
  return `${who} refunded your purchase of ${items}${amount}; what it gave you has been taken back`;
}
