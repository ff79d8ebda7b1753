/**
 * Sort keys between two others (fractional indexing), so that a node's place among its siblings is one value it
 * owns: a move writes the moved node only, and two people moving blocks at once can never duplicate or lose one
 * (a move in a list is a delete plus an insert, which concurrent moves turn into two copies: yjs#357).
 *
 * A key is a string of base-62 digits compared as plain strings (the digits are in ASCII order) that never ends
 * with the smallest digit, so there is always room between two keys.
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;

const digit = (key: string, at: number): number => {
  const value = DIGITS.indexOf(key[at]!);
  if (value < 0) throw new Error(`not a sort key: ${JSON.stringify(key)}`);
  return value;
};

/** A key strictly between `before` and `after` ('' and null: no bound). */
function midpoint(before: string, after: string | null): string {
  if (after !== null) {
    // The common prefix (`before` read as padded with the smallest digit) is kept.
    let n = 0;
    while ((before[n] ?? DIGITS[0]) === after[n]) n++;
    if (n > 0) return after.slice(0, n) + midpoint(before.slice(n), after.slice(n));
  }
  const low = before ? digit(before, 0) : 0;
  const high = after !== null ? digit(after, 0) : BASE;
  if (high - low > 1) {
    // Appending and prepending are the usual edits: step by one digit there, so keys grow one digit per ~30 moves.
    if (before && after === null) return DIGITS[low + 1]!;
    if (!before && after !== null && high - 1 > Math.round(high / 2)) return DIGITS[high - 1]!;
    return DIGITS[Math.round((low + high) / 2)]!;
  }
  // Adjacent first digits: `after` cut to its first digit still lies above `before` when it had more digits.
  if (after !== null && after.length > 1) return after.slice(0, 1);
  return DIGITS[low]! + midpoint(before.slice(1), null);
}

/** A key between `before` and `after` (null: the start or the end of the list). */
export function keyBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after) throw new Error(`sort keys out of order: ${before} ≥ ${after}`);
  return midpoint(before ?? '', after);
}

/** `count` keys in order between `before` and `after`, spread so that later inserts stay short. */
export function keysBetween(before: string | null, after: string | null, count: number): string[] {
  if (count <= 0) return [];
  if (count === 1) return [keyBetween(before, after)];
  const middle = Math.floor(count / 2);
  const mid = keyBetween(before, after);
  return [...keysBetween(before, mid, middle), mid, ...keysBetween(mid, after, count - middle - 1)];
}
