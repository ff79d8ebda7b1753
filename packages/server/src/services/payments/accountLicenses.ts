/**
 * Account licences (spec §7 `users/license/{id}`, `users/licenseRenewal/{id}`): an account type bought through the
 * cart is in effect from payment to its end date. The type a user has is the highest of their own and their running
 * licences; when a licence ends (or is refunded) the limits fall back and nothing stored is removed.
 */
import { accountTypeOf, fromMinor, type AccountLicense } from '@folio/model';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Executor } from '../../db/client.ts';
import { accountLicenses, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../folios/folios.ts';

export const LICENSE_TEXTS = {
  notFound: 'No account licence with this id',
  notYours: 'You can only renew your own account licence',
  nothingToRenew: 'You have no account licence to renew; choose an account type to buy instead',
} as const;

const today = () => new Date().toISOString().slice(0, 10);

/** The account type id in effect for a user today: their own, or a higher one a running licence gives. */
export async function effectiveAccountTypeId(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({
      own: users.accountTypeId,
      // "users"."id" written out: Drizzle leaves a one-table query's select columns unqualified.
      licensed: sql<number | null>`(select max(l.account_type_id) from account_licenses l
        where l.user_id = "users"."id" and l.revoked_at is null and l.starts_on <= ${today()} and l.ends_on >= ${today()})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return Math.max(row?.own ?? 1, row?.licensed ?? 0);
}

function present(row: typeof accountLicenses.$inferSelect): AccountLicense {
  const d = today();
  return {
    id: row.id,
    userId: row.userId,
    accountTypeId: row.accountTypeId,
    accountTypeName: accountTypeOf(row.accountTypeId).name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.revokedAt === null && row.startsOn <= d && row.endsOn >= d,
  };
}

/** `GET /public/api/users/license/{id}`: one account licence (what it is and whether it runs). */
export async function accountLicense(db: Executor, id: string): Promise<AccountLicense> {
  const [row] = isUuid(id) ? await db.select().from(accountLicenses).where(eq(accountLicenses.id, id)) : [];
  if (!row) throw notFound(LICENSE_TEXTS.notFound);
  return present(row);
}

export interface LicenseRenewal {
  current: AccountLicense;
  accountTypeId: number;
  accountTypeName: string;
  price: string;
  currency: string;
  /** the renewal's year, from the day after the current licence ends */
  startsOn: string;
  endsOn: string;
}

/** `GET /api/users/licenseRenewal/{id}` (a user id): the latest licence of the user and what renewing it costs. */
export async function licenseRenewal(db: Executor, user: AuthUser, userId: string): Promise<LicenseRenewal> {
  if (!can(user, { kind: 'payments.manageAccount', userId })) throw forbidden(LICENSE_TEXTS.notYours);
  const [row] = await db
    .select()
    .from(accountLicenses)
    .where(and(eq(accountLicenses.userId, userId), isNull(accountLicenses.revokedAt)))
    .orderBy(desc(accountLicenses.endsOn))
    .limit(1);
  if (!row) throw notFound(LICENSE_TEXTS.nothingToRenew);
  const type = accountTypeOf(row.accountTypeId);
  const start = new Date(`${row.endsOn >= today() ? row.endsOn : today()}T00:00:00Z`);
  if (row.endsOn >= today()) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  return {
    current: present(row),
    accountTypeId: type.id,
    accountTypeName: type.name,
    price: fromMinor(type.yearlyPriceMinor),
    currency: 'CAD',
    startsOn: start.toISOString().slice(0, 10),
    endsOn: end.toISOString().slice(0, 10),
  };
}

/** The user's licences, newest first (their account page). */
export async function myAccountLicenses(db: Executor, userId: string): Promise<AccountLicense[]> {
  return (await db.select().from(accountLicenses).where(eq(accountLicenses.userId, userId)).orderBy(desc(accountLicenses.endsOn))).map(present);
}
