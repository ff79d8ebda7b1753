import Stripe from 'stripe';
import { HttpError } from '../../errors.ts';

/**
 * A Stripe call failed after the SDK's retries. A refusal Stripe explains (a card or request error) is the
 * caller's to fix (400 with Stripe's words); anything else means the service is out of reach (503): nothing was
 * charged and the order stays unpaid.
 */
export function paymentServiceDown(err: unknown): HttpError {
  if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) {
    return new HttpError(400, 'Bad Request', `The payment service refused: ${err.message}`);
  }
  return new HttpError(503, 'Service Unavailable', 'The payment service did not answer; nothing was charged. Try again in a minute.');
}
