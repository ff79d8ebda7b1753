import { z } from 'zod';
import type { App } from '../../app.ts';
import { WEBHOOK_PATHS } from '../../payments/index.ts';
import { handleWebhook } from '../../services/payments/webhooks.ts';
import { checkoutDeps } from './deps.ts';

/**
 * Stripe's webhook endpoints: platform events and Connect events, each signed with its own secret. The body is kept
 * raw (a Buffer) in this plugin only, because the signature covers the exact bytes.
 */
export async function webhookRoutes(app: App): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
  const tags = ['payments'];
  for (const endpoint of ['platform', 'connect'] as const) {
    app.post(
      WEBHOOK_PATHS[endpoint],
      {
        schema: {
          tags,
          summary: `Stripe ${endpoint} events (signed; Stripe-Signature checked on the raw body)`,
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return handleWebhook(checkoutDeps(app), endpoint, body, req.headers['stripe-signature']);
      },
    );
  }
}
