import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { claimGuestOrder, previewClaim, renewClaim } from '../../services/payments/guestCheckout.ts';
import { checkoutDeps } from './deps.ts';
import { ClaimPreview, ClaimToken, Order } from './schema.ts';

/** A guest's purchase claimed into an account through its receipt's link (issue 25). */
export async function claimRoutes(app: App): Promise<void> {
  const tags = ['payments'];
  app.get(
    '/public/api/purchases/claim/:token',
    { schema: { tags, summary: 'What a claim link holds: the masked address it was bought with and what was bought; 410 once used or expired', params: ClaimToken, response: { 200: ClaimPreview } } },
    async (req) => previewClaim(checkoutDeps(app), req.params.token),
  );
  app.post(
    '/public/api/purchases/claim/renew',
    {
      schema: {
        tags,
        summary: 'An expired claim link: a new one is emailed to the address the purchase was made with (409 while the link still works, 410 once used)',
        body: ClaimToken,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await renewClaim(checkoutDeps(app), req.body.token);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/purchases/claim',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Claims a guest’s purchase into your account (it must have the address it was bought with): the order becomes yours and what it bought is granted; the link then stops working',
        body: ClaimToken,
        response: { 200: Order },
      },
    },
    async (req) => claimGuestOrder(checkoutDeps(app), requireUser(req), req.body.token),
  );
}
