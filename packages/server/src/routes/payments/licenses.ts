import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { accountLicense, licenseRenewal, myAccountLicenses } from '../../services/payments/accountLicenses.ts';
import { AccountLicense, UserIdParams } from './schema.ts';

/** Account licences: account types bought through the cart (spec §7 Users). */
export async function accountLicenseRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['users'];
  app.get('/public/api/users/license/:id', { schema: { tags, summary: 'One account licence: its type, dates and whether it runs', params: UserIdParams, response: { 200: AccountLicense } } }, async (req) =>
    accountLicense(db, req.params.id),
  );
  app.get(
    '/api/users/licenseRenewal/:id',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Your latest account licence and what a year more costs (id: your user id)',
        params: UserIdParams,
        response: { 200: z.object({ current: AccountLicense, accountTypeId: z.number().int(), accountTypeName: z.string(), price: z.string(), currency: z.string(), startsOn: z.string(), endsOn: z.string() }) },
      },
    },
    async (req) => licenseRenewal(db, requireUser(req), req.params.id),
  );
  app.get('/api/users/me/licenses', { schema: { tags, security: [{ bearer: [] }], summary: 'Your account licences, newest first', response: { 200: z.array(AccountLicense) } } }, async (req) =>
    myAccountLicenses(db, requireUser(req).userId),
  );
}
