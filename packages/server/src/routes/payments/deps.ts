import type { App } from '../../app.ts';
import type { CheckoutDeps } from '../../services/payments/checkout.ts';

/** What the payment services need from the app. */
export const checkoutDeps = (app: App): CheckoutDeps => ({
  db: app.deps.database.db,
  mail: app.deps.mail,
  config: app.deps.config,
  payments: app.payments,
  testMode: app.payments.testMode,
});
