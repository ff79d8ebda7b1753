/**
 * Amounts of the selling screens in the app's language. The server writes amounts as decimals with their currency
 * ('12.50', 'CAD'); English shows them so ('12.50 CAD', the spec's form), other languages through Intl
 * (i18n/format.ts: '12,50 $ CA').
 */
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

/** An amount in minor units (cents): '12.50 CAD'. */
export function minorAmountText(minor: number, currency: string): string {
  if (currentLanguage() !== 'en') {
    try {
      return formatMoney(minor, currency);
    } catch {
      // an unknown currency code: the plain form below
    }
  }
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

/** A decimal amount as the server writes it ('12.50', '10'): '12.50 CAD'. */
export function amountText(amount: string, currency: string): string {
  const minor = Math.round(Number(amount) * 100);
  if (currentLanguage() === 'en' || !Number.isFinite(minor)) return `${amount} ${currency}`;
  return minorAmountText(minor, currency);
}

/** A decimal number as the server writes it ('7.50'), e.g. a tax percentage: as it is in English, Intl elsewhere. */
export function decimalText(value: string): string {
  const n = Number(value);
  return currentLanguage() === 'en' || !Number.isFinite(n) ? value : formatNumber(n);
}
