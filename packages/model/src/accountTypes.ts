/**
 * Account types and what each may do (issue 15). The spec leaves their values open ("not shown"); these are ours,
 * defined once here and enforced on the server (services/users/limits.ts). Every new account is type 1 (Free).
 * STORAGE_LIMIT_BYTES on the server overrides the Free tier's quota. Lowering a type removes nothing stored.
 */
export interface AccountType {
  id: number;
  name: string;
  storageLimitBytes: number;
  /** what a year of it costs through the cart, in CAD minor units (0: not sold) */
  yearlyPriceMinor: number;
  /** websites one may have; null: no limit */
  maxWebsites: number | null;
  /** a website may be served on the owner's own domain */
  customDomains: boolean;
  /** priced licence options may be offered in the marketplace */
  sellLicences: boolean;
  /** how far back the analytics screens reach, in days */
  analyticsDays: number;
  /** form submissions the account's forms take per calendar month (UTC); null: no limit */
  submissionsPerMonth: number | null;
}

const GiB = 1024 ** 3;

export const ACCOUNT_TYPES: readonly AccountType[] = [
  { id: 1, name: 'Free', storageLimitBytes: 5 * GiB, yearlyPriceMinor: 0, maxWebsites: 10, customDomains: false, sellLicences: true, analyticsDays: 366, submissionsPerMonth: 1_000 },
  { id: 2, name: 'Creator', storageLimitBytes: 50 * GiB, yearlyPriceMinor: 12_000, maxWebsites: 50, customDomains: true, sellLicences: true, analyticsDays: 731, submissionsPerMonth: 20_000 },
  { id: 3, name: 'Business', storageLimitBytes: 500 * GiB, yearlyPriceMinor: 48_000, maxWebsites: null, customDomains: true, sellLicences: true, analyticsDays: 1_827, submissionsPerMonth: null },
];

export const DEFAULT_ACCOUNT_TYPE_ID = 1;

/** The account type with this id; an unknown id counts as the default type, so nobody gets more by accident. */
export function accountTypeOf(id: number): AccountType {
  return ACCOUNT_TYPES.find((t) => t.id === id) ?? ACCOUNT_TYPES.find((t) => t.id === DEFAULT_ACCOUNT_TYPE_ID)!;
}
