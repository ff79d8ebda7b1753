import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { generateAccountLink, stripeAccountInfo } from '../../services/payments/accounts.ts';
import { PayoutAccount, UserIdParams } from './schema.ts';

/** Sellers' payout accounts (spec §7 Payments). */
export async function payoutAccountRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/stripeAccountInfo/:id',
    { schema: { tags, security, summary: 'Your payout account, as Stripe last said (204 when you have none)', params: UserIdParams, response: { 200: PayoutAccount, 204: z.null() } } },
    async (req, reply) => {
      const info = await stripeAccountInfo(db, app.payments, requireUser(req), req.params.id);
      return info ?? reply.code(204).send(null);
    },
  );
  app.get(
    '/api/stripeConnectedAccounts/:id/generateAccountLink',
    {
      schema: {
        tags,
        security,
        summary: 'A fresh, single-use onboarding link (the account is made on first use)',
        params: UserIdParams,
        response: { 200: z.object({ url: z.string(), expiresAt: z.string() }) },
      },
    },
    async (req) => generateAccountLink(db, app.payments, app.deps.config, requireUser(req), req.params.id),
  );
  app.get(
    '/api/payments/mode',
    { schema: { tags, summary: 'Whether payments run in test mode (the in-process Stripe test server)', response: { 200: z.object({ testMode: z.boolean(), feePercent: z.number() }) } } },
    async () => ({ testMode: app.payments.testMode, feePercent: app.payments.feePercent }),
  );
}
