import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { claimGuestOrder, previewClaim } from '../../services/payments/guestCheckout.ts';
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
