/**
 * Money (design: integer minor units inside; the API speaks decimal strings such as "12.50", default "0").
 * Amounts up to 1,000,000 in two-decimal currencies; percentages (tax) to two decimals, 0–100.
 */

export const DEFAULT_CURRENCY = 'CAD';
/** The currencies Folio takes: all two-decimal ones Stripe settles in CAD-area accounts. */
export const CURRENCIES = ['CAD', 'USD', 'EUR', 'GBP', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MONEY_LIMITS = { amountMaxMinor: 100_000_000, percentMaxHundredths: 10_000 } as const;

const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

/** "12.5" → 1250; null when the text is no amount (negative, more than two decimals, too large, not a number). */
export function toMinor(text: string): number | null {
  const t = text.trim();
  if (!AMOUNT.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor <= MONEY_LIMITS.amountMaxMinor ? minor : null;
}

/** 1250 → "12.50"; 0 → "0" (the spec's default). */
export function fromMinor(minor: number): string {
  if (minor === 0) return '0';
  const whole = Math.trunc(minor / 100);
  return `${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** "13" or "13.5" (percent) → hundredths of a percent (1300, 1350); null when not 0–100 with two decimals. */
export function toPercentHundredths(text: string): number | null {
  const minor = toMinor(text);
  return minor !== null && minor <= MONEY_LIMITS.percentMaxHundredths ? minor : null;
}

/** The tax on an amount, rounded half up to the minor unit. */
export function taxOn(amountMinor: number, percentHundredths: number): number {
  return Math.round((amountMinor * percentHundredths) / 10_000);
}

/** formatMoney's formatters, made once per locale and currency (making one costs far more than using it). */
const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();

/** "CA$12.50" as people read it (the currency code when the locale has no symbol). */
export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY, locale = 'en-CA'): string {
  const key = `${locale} ${currency}`;
  let format = MONEY_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    if (MONEY_FORMATS.size < 1000) MONEY_FORMATS.set(key, format);
  }
  return format.format(minor / 100);
}
