/**
 * Dates, numbers, money and byte sizes in the app's language (issue 32), through `Intl`. English keeps the spec's
 * exact wording ('November 22, 08:05 AM', '1.5 KB', '0 Bytes'); other languages get their own conventions.
 * Formatters are made once per language (making one costs far more than using it).
 */
import { formatBytes as englishBytes, formatDate as englishDate, formatMoney as modelMoney } from '@folio/model';
import { currentLanguage } from './i18n.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function made<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    if (cache.size < 500) cache.set(key, f);
  }
  return f;
}

/** A date and time: 'November 22, 08:05 AM' in English, '22 novembre à 08:05' in French. */
export function formatDate(date: Date | string | number, timeZone?: string): string {
  const lng = currentLanguage();
  if (lng === 'en') return englishDate(date, timeZone);
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const f = made(`date:${lng}:${timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat(lng, { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }),
  );
  return f.format(d);
}

/** A calendar day: 'Nov 22, 2026' in English, '22 nov. 2026' in French. */
export function formatDay(date: Date | string | number, timeZone?: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const lng = currentLanguage();
  return made(`day:${lng}:${timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat(lng === 'en' ? 'en-US' : lng, { year: 'numeric', month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) }),
  ).format(d);
}

/** A date with year and time, short month: 'Nov 22, 2026, 08:05 AM'. */
export function formatDateTime(date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const lng = currentLanguage();
  return made(`datetime:${lng}`, () =>
    new Intl.DateTimeFormat(lng === 'en' ? 'en-US' : lng, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
  ).format(d);
}

/** A whole or decimal number with the language's grouping: 12,345 · 12 345 · ١٢٬٣٤٥. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const lng = currentLanguage();
  return made(`number:${lng}:${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(lng, options)).format(value);
}

/** A share: 0.256 → '25.6%' / '25,6 %'. */
export function formatPercent(ratio: number, maximumFractionDigits = 1): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits });
}

/** Money from minor units: 'CA$12.50' in English (the spec's en-CA form), '12,50 $CA' in French. */
export function formatMoney(minor: number, currency?: string): string {
  const lng = currentLanguage();
  return modelMoney(minor, currency, lng === 'en' ? 'en-CA' : lng);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/** A byte count in the largest fitting unit (base 1024): '1.5 KB' in English, '1,5 ko' in French. */
export function formatBytes(bytes: number, decimals = 2): string {
  const lng = currentLanguage();
  if (lng === 'en') return englishBytes(bytes, decimals);
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const unit = safe === 0 ? 0 : Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(safe) / Math.log(1024))));
  const value = Number.parseFloat((safe / 1024 ** unit).toFixed(Math.max(0, Math.floor(decimals))));
  return formatNumber(value, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: decimals });
}

/** Storage in use beside the allowance. The joining words are the caller's message ({used} of {limit}). */
export function storageParts(used: number, limit: number): { used: string; limit: string } {
  return { used: formatBytes(used, 1), limit: formatBytes(limit, 1) };
}

/** A region's name from its ISO code in the app's language ('FR' → 'France' / 'فرنسا'). */
export function regionName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
