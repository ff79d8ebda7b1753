import crypto from 'node:crypto';

/** A `Stripe-Signature` header value for a payload, as Stripe computes it: HMAC-SHA256 over `"{t}.{payload}"`. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
