/** A licence option's root (spec §3 License option, §5): amounts as decimal strings, defaults "0" and CAD. */
import { DEFAULT_CURRENCY, toMinor, toPercentHundredths, CURRENCIES } from './money.ts';
import { isLicenseType, type LicenseType } from './licenseTypes.ts';

export interface LicenseOptionRoot {
  price: string;
  taxPercentage: string;
  shipping: string;
  other: string;
  currency: string;
  /** ISO date (YYYY-MM-DD) after which the option is no longer offered; null: no end */
  endDate: string | null;
  licenseType: LicenseType | null;
}

export const DEFAULT_LICENSE_OPTION_ROOT: LicenseOptionRoot = {
  price: '0',
  taxPercentage: '0',
  shipping: '0',
  other: '0',
  currency: DEFAULT_CURRENCY,
  endDate: null,
  licenseType: null,
};

/** The root with the spec's defaults filled in where a field is missing. */
export function withDefaults(root: Partial<LicenseOptionRoot>): LicenseOptionRoot {
  return { ...DEFAULT_LICENSE_OPTION_ROOT, ...Object.fromEntries(Object.entries(root).filter(([, v]) => v !== undefined)) };
}

/** What is wrong with a root, field by field (empty when it is fine). */
export function licenseOptionProblems(root: LicenseOptionRoot): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['price', 'shipping', 'other'] as const) {
    if (toMinor(root[field]) === null) problems[field] = 'must be an amount like "12" or "12.50", at most 1000000';
  }
  if (toPercentHundredths(root.taxPercentage) === null) problems.taxPercentage = 'must be a percentage from 0 to 100 with at most two decimals, like "13" or "14.98"';
  if (!(CURRENCIES as readonly string[]).includes(root.currency)) problems.currency = `must be one of ${CURRENCIES.join(', ')}`;
  if (root.endDate !== null && !isRealDate(root.endDate)) problems.endDate = 'must be a date like 2027-01-31';
  if (root.licenseType !== null && !isLicenseType(root.licenseType)) problems.licenseType = 'is not a licence type Folio knows';
  return problems;
}

/** YYYY-MM-DD naming a day that exists. */
function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
