/**
 * Account types and what each may store. The spec leaves their values open ("not shown"); these are ours.
 * Every new account is type 1 (Free). STORAGE_LIMIT_BYTES on the server overrides the Free tier's quota.
 */
export interface AccountType {
  id: number;
  name: string;
  storageLimitBytes: number;
  /** what a year of it costs through the cart, in CAD minor units (0: not sold) */
  yearlyPriceMinor: number;
}

const GiB = 1024 ** 3;

export const ACCOUNT_TYPES: readonly AccountType[] = [
  { id: 1, name: 'Free', storageLimitBytes: 5 * GiB, yearlyPriceMinor: 0 },
  { id: 2, name: 'Creator', storageLimitBytes: 50 * GiB, yearlyPriceMinor: 12_000 },
  { id: 3, name: 'Business', storageLimitBytes: 500 * GiB, yearlyPriceMinor: 48_000 },
];

export const DEFAULT_ACCOUNT_TYPE_ID = 1;

/** The account type with this id; an unknown id counts as the default type, so nobody gets more by accident. */
export function accountTypeOf(id: number): AccountType {
  return ACCOUNT_TYPES.find((t) => t.id === id) ?? ACCOUNT_TYPES.find((t) => t.id === DEFAULT_ACCOUNT_TYPE_ID)!;
}
