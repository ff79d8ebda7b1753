/**
 * Standard Webhooks signing (issue 30): `webhook-signature` is `v1,` + base64 HMAC-SHA256 over
 * `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the secret's bytes (base64 after `whsec_`); several
 * signatures, space-separated, while an old secret is still valid after a rotation.
 */
import { WEBHOOK_SECRET_PREFIX } from '@folio/model';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/** A new signing secret: 24 random bytes. */
export const newWebhookSecret = (): string => WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('base64');

/** A message id: the same on every attempt and replay of one event to one endpoint. */
export const newEventId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/** What the list shows of a secret: its prefix and first characters. */
export const secretPrefix = (secret: string): string => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);

function sign(secret: string, content: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt, signed with every secret given (the current one first). */
export function signedHeaders(secrets: readonly string[], eventId: string, body: string, at: Date = new Date()): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const content = `${eventId}.${timestamp}.${body}`;
  return {
    'webhook-id': eventId,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets.map((s) => sign(s, content)).join(' '),
  };
}
