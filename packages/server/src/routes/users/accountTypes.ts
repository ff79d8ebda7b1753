import { ACCOUNT_TYPES } from '@folio/model';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { notFound } from '../../errors.ts';
import { storageLimitFor } from '../../services/uploads/storageLimits.ts';
import { checkPermit, LIMITED_ACTIONS } from '../../services/users/limits.ts';

const AccountType = z.object({
  id: z.number().int(),
  name: z.string(),
  storageLimitBytes: z.number().int(),
  yearlyPrice: z.string().describe('CAD a year through the cart; "0": not sold'),
  maxWebsites: z.number().int().nullable().describe('null: no limit'),
  customDomains: z.boolean(),
  sellLicences: z.boolean(),
  analyticsDays: z.number().int(),
  submissionsPerMonth: z.number().int().nullable().describe('null: no limit'),
});
const Permit = z.object({
  action: z.enum(LIMITED_ACTIONS),
  permitted: z.boolean(),
  accountType: z.object({ id: z.number().int(), name: z.string() }),
  limit: z.number().nullable(),
  used: z.number().nullable(),
  upgradeTo: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('The cheapest type that would allow it'),
  message: z.string().nullable(),
});

/** Account types and what each allows (spec §7 Users `accountTypes`, `check/actionPermit`; issue 15). */
export async function accountTypeRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['users'];
  const present = (t: (typeof ACCOUNT_TYPES)[number]) => ({
    id: t.id,
    name: t.name,
    storageLimitBytes: storageLimitFor(config, t.id),
    yearlyPrice: (t.yearlyPriceMinor / 100).toFixed(2),
    maxWebsites: t.maxWebsites,
    customDomains: t.customDomains,
    sellLicences: t.sellLicences,
    analyticsDays: t.analyticsDays,
    submissionsPerMonth: t.submissionsPerMonth,
  });
  app.get('/public/api/users/accountTypes', { schema: { tags, summary: 'The account types and what each allows', response: { 200: z.array(AccountType) } } }, async () =>
    ACCOUNT_TYPES.map(present),
  );
  app.get(
    '/api/users/accountTypes/:id',
    { schema: { tags, security: [{ bearer: [] }], summary: 'One account type and what it allows', params: z.object({ id: z.coerce.number().int() }), response: { 200: AccountType } } },
    async (req) => {
      requireUser(req);
      const type = ACCOUNT_TYPES.find((t) => t.id === req.params.id);
      if (!type) throw notFound('No account type with this id');
      return present(type);
    },
  );
  app.get(
    '/api/users/check/actionPermit',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Whether you may do a limited action now, and if not, which account type would allow it',
        querystring: z.object({ action: z.enum(LIMITED_ACTIONS), fileSize: z.coerce.number().int().min(0).optional(), days: z.coerce.number().int().min(0).optional() }),
        response: { 200: Permit },
      },
    },
    async (req) => checkPermit(db, requireUser(req).userId, req.query.action, { ...(req.query.fileSize !== undefined ? { fileSize: req.query.fileSize } : {}), ...(req.query.days !== undefined ? { days: req.query.days } : {}), config }),
  );
}
