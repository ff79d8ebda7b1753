/**
 * Payments through the real `stripe` SDK (design: payments). With `STRIPE_SECRET_KEY` the SDK talks to Stripe; without
 * one Folio starts its Stripe test server in-process and points the same SDK at it, so the whole selling flow works
 * on the embedded defaults and the UI says "test mode". The two webhook endpoints (platform and Connect events) each
 * have their own signing secret.
 */
import crypto from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Endpoint } from './testServer/delivery.ts';
import { StripeTestServer } from './testServer/server.ts';

export interface Payments {
  stripe: Stripe;
  /** true when the Stripe test server stands in for Stripe */
  testMode: boolean;
  webhookSecrets: Record<Endpoint, string>;
  /** the in-process Stripe test server (test mode only) */
  testServer: StripeTestServer | null;
  /** the platform's share of a sale, in percent */
  feePercent: number;
  stop(): Promise<void>;
}

/** The paths Stripe posts events to; the test server delivers to the same ones. */
export const WEBHOOK_PATHS: Record<Endpoint, string> = {
  platform: '/api/payments/webhooks/stripe',
  connect: '/api/payments/webhooks/stripe-connect',
};

const random = (prefix: string) => `${prefix}${crypto.randomBytes(24).toString('base64url')}`;

export async function createPayments(config: Config): Promise<Payments> {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_CONNECT_WEBHOOK_SECRET) {
      throw new Error('Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and STRIPE_CONNECT_WEBHOOK_SECRET');
    }
    return {
      stripe: new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2 }),
      testMode: config.STRIPE_SECRET_KEY.startsWith('sk_test_'),
      webhookSecrets: { platform: config.STRIPE_WEBHOOK_SECRET, connect: config.STRIPE_CONNECT_WEBHOOK_SECRET },
      testServer: null,
      feePercent: config.PLATFORM_FEE_PERCENT,
      async stop() {},
    };
  }
  const apiKey = random('sk_test_folio_');
  const webhookSecrets = { platform: random('whsec_'), connect: random('whsec_') };
  const testServer = new StripeTestServer({ apiKey, secrets: webhookSecrets, host: config.STRIPE_TEST_HOST, port: config.STRIPE_TEST_PORT });
  await testServer.start();
  const stripe = new Stripe(apiKey, {
    host: config.STRIPE_TEST_HOST,
    port: testServer.port,
    protocol: 'http',
    maxNetworkRetries: 2,
    // Retries against the local server need not wait Stripe's half second.
    timeout: 10_000,
  });
  return {
    stripe,
    testMode: true,
    webhookSecrets,
    testServer,
    feePercent: config.PLATFORM_FEE_PERCENT,
    async stop() {
      await testServer.stop();
    },
  };
}
