/**
 * What an account type allows (issue 15), enforced here for every limited action: how many websites, submissions a
 * month, how far back analytics reach, stored bytes. `checkPermit` answers whether the user may and, if not,
 * which type would allow it; `enforcePermit` refuses with 403 and a message naming the limit. Lowering a type
 * removes nothing already stored: only new actions are refused.
 */
import { ACCOUNT_TYPES, accountTypeOf, type AccountType } from '@folio/model';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { folios, ownerSubmissionMonths, submissions, websites } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { effectiveAccountTypeId } from '../payments/accountLicenses.ts';
import { checkStorageLimit, storageLimitFor } from '../uploads/storageLimits.ts';

export const LIMITED_ACTIONS = ['website.create', 'website.customDomain', 'licence.sell', 'submission.receive', 'analytics.history', 'file.store'] as const;
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

export interface Permit {
  action: LimitedAction;
  permitted: boolean;
  accountType: { id: number; name: string };
  /** the type's limit for this action (null: none) */
  limit: number | null;
  /** what is used against it (null: not counted) */
  used: number | null;
  /** the cheapest type that would allow it, when this one does not */
  upgradeTo: { id: number; name: string } | null;
  message: string | null;
}

const monthStart = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
};

const upgradeFor = (current: AccountType, allows: (t: AccountType) => boolean) => {
  const t = ACCOUNT_TYPES.find((type) => type.id !== current.id && type.yearlyPriceMinor > current.yearlyPriceMinor && allows(type));
  return t ? { id: t.id, name: t.name } : null;
};

const upgradeText = (upgrade: { name: string } | null) => (upgrade ? ` The ${upgrade.name} account type allows more.` : '');

export async function checkPermit(db: Executor, userId: string, action: LimitedAction, extra: { fileSize?: number; days?: number; config?: Config } = {}): Promise<Permit> {
  const type = accountTypeOf(await effectiveAccountTypeId(db, userId));
  const base = { action, accountType: { id: type.id, name: type.name } };
  switch (action) {
    case 'website.create': {
      if (type.maxWebsites === null) return { ...base, permitted: true, limit: null, used: null, upgradeTo: null, message: null };
      const [row] = await db.select({ n: count() }).from(websites).where(eq(websites.authorId, userId));
      const used = row?.n ?? 0;
      const permitted = type.maxWebsites === null || used < type.maxWebsites;
      const upgradeTo = permitted ? null : upgradeFor(type, (t) => t.maxWebsites === null || t.maxWebsites > used);
      return { ...base, permitted, limit: type.maxWebsites, used, upgradeTo, message: permitted ? null : `Your ${type.name} account has its limit of ${type.maxWebsites} websites.${upgradeText(upgradeTo)}` };
    }
    case 'website.customDomain':
    case 'licence.sell': {
      const allows = (t: AccountType) => (action === 'website.customDomain' ? t.customDomains : t.sellLicences);
      const permitted = allows(type);
      const upgradeTo = permitted ? null : upgradeFor(type, allows);
      const what = action === 'website.customDomain' ? 'serve a website on your own domain' : 'sell licences for a price';
      return { ...base, permitted, limit: null, used: null, upgradeTo, message: permitted ? null : `A ${type.name} account cannot ${what}.${upgradeText(upgradeTo)}` };
    }
    case 'submission.receive': {
      if (type.submissionsPerMonth === null) return { ...base, permitted: true, limit: null, used: null, upgradeTo: null, message: null };
      // The month's count is maintained once a limit has applied to it (migration submission_counts); else counted.
      const month = monthStart();
      const [kept] = await db
        .select({ n: ownerSubmissionMonths.n })
        .from(ownerSubmissionMonths)
        .where(and(eq(ownerSubmissionMonths.ownerId, userId), eq(ownerSubmissionMonths.month, month.toISOString().slice(0, 10))));
      const [row] = kept
        ? [kept]
        : await db
            .select({ n: count() })
            .from(submissions)
            .innerJoin(folios, eq(folios.id, submissions.folioId))
            .where(and(eq(folios.authorId, userId), gte(submissions.createdAt, month)));
      const used = row?.n ?? 0;
      const permitted = type.submissionsPerMonth === null || used < type.submissionsPerMonth;
      const upgradeTo = permitted ? null : upgradeFor(type, (t) => t.submissionsPerMonth === null || t.submissionsPerMonth > used);
      return {
        ...base,
        permitted,
        limit: type.submissionsPerMonth,
        used,
        upgradeTo,
        message: permitted ? null : `This form's owner has received this month's ${type.submissionsPerMonth?.toLocaleString('en')} submissions, the limit of a ${type.name} account; try again next month.`,
      };
    }
    case 'analytics.history': {
      const days = extra.days ?? 0;
      const permitted = days <= type.analyticsDays;
      const upgradeTo = permitted ? null : upgradeFor(type, (t) => t.analyticsDays >= days);
      return { ...base, permitted, limit: type.analyticsDays, used: days, upgradeTo, message: permitted ? null : `Your ${type.name} account keeps ${type.analyticsDays} days of analytics; choose a later start date.${upgradeText(upgradeTo)}` };
    }
    case 'file.store': {
      if (!extra.config) throw new Error('checkPermit file.store needs the config');
      const config = extra.config;
      const check = await checkStorageLimit(db, config, userId, extra.fileSize ?? 0);
      const upgradeTo = check.allowed ? null : upgradeFor(type, (t) => storageLimitFor(config, t.id) >= check.used + (extra.fileSize ?? 0));
      return { ...base, permitted: check.allowed, limit: check.limit, used: check.used, upgradeTo, message: check.allowed ? null : `Your ${type.name} account's storage is full.${upgradeText(upgradeTo)}` };
    }
  }
}

/** Refuses with 403 and the permit's message when the action is over the limit. */
export async function enforcePermit(db: Executor, userId: string, action: LimitedAction, extra: { fileSize?: number; days?: number; config?: Config } = {}): Promise<void> {
  const permit = await checkPermit(db, userId, action, extra);
  if (!permit.permitted) throw forbidden(permit.message!);
}
