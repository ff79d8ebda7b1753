/**
 * The body of each webhook event (issue 30), for the OpenAPI document: one schema per event under
 * components.schemas (`WebhookEvent…`), as services/webhooks/events.ts builds them. The document is OpenAPI 3.0, which
 * has no `webhooks` section; these schemas are how a receiver's types are generated.
 */
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@folio/model';
import { z } from 'zod';

const Named = z.strictObject({ id: z.string(), name: z.string() });

const SubmissionData = z.object({
  id: z.string().describe('The submission'),
  folio: Named,
  buttonId: z.string().describe('The submit button the form was sent with'),
  websiteId: z.string().nullable().describe('The website it was sent from, if any'),
  answers: z.record(z.string(), z.unknown()).describe('The answers by widget id'),
  fields: z.array(z.object({ widgetId: z.string(), label: z.string(), value: z.unknown() })).describe('The answers with their fields’ labels'),
  hidden: z.record(z.string(), z.string()).optional().describe('Hidden fields’ values read from the page’s address, by name (issue 31); absent when none'),
  createdAt: z.string(),
});

const OrderData = z.object({
  id: z.string().describe('The order'),
  amount: z.number().int().describe('The total in minor units (cents)'),
  currency: z.string(),
  items: z.array(z.object({ type: z.enum(['folio', 'asset', 'library', 'accountLicense']), id: z.string(), name: z.string() })),
  at: z.string(),
});

const DATA: Record<WebhookEvent, z.ZodType> = {
  'submission.created': SubmissionData,
  'submission.updated': SubmissionData.extend({ editedAt: z.string() }),
  'folio.published': z.object({ folio: Named, version: z.number().int(), url: z.string().nullable().describe('Where visitors read it; null for a private folio'), publishedAt: z.string() }),
  'website.published': z.object({ website: Named, url: z.string(), publishedAt: z.string() }),
  'comment.created': z.object({
    id: z.string(),
    folio: Named,
    parentId: z.string().nullable().describe('The comment it replies to; null for a comment'),
    text: z.string(),
    author: z.object({ id: z.string(), displayName: z.string() }),
    createdAt: z.string(),
  }),
  'order.paid': OrderData,
  'order.refunded': OrderData,
  'share.created': z.object({
    item: z.object({ type: z.enum(['folio', 'asset', 'library']), id: z.string(), name: z.string() }),
    shares: z.array(z.string()),
    with: z.array(z.object({ type: z.enum(['user', 'group', 'followers', 'link']), id: z.string().nullable(), name: z.string().nullable() })),
    rights: z.string(),
    createdAt: z.string(),
  }),
};

const HOW =
  'POSTed as JSON to the endpoint with the headers webhook-id (the same on every attempt and replay), webhook-timestamp and webhook-signature (Standard Webhooks: v1, + base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" with the secret’s bytes; two signatures for 24 hours after a rotation). Answer 2xx within 15 s; anything else is retried at 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h; 410 turns the webhook off.';

const schemaName = (event: WebhookEvent) => `WebhookEvent${event.split('.').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;

/** The body an endpoint receives for `event` (the tests hold every emitted body to it). */
export const webhookEventBody = (event: WebhookEvent) =>
  z.strictObject({ type: z.literal(event), timestamp: z.iso.datetime().describe('When it happened (ISO 8601)'), data: DATA[event] }).describe(`${WEBHOOK_EVENT_LABELS[event]}. ${HOW}`);

/** `components.schemas` entries: one per event. */
export function webhookEventSchemas(): Record<string, unknown> {
  return Object.fromEntries(WEBHOOK_EVENTS.map((event) => [schemaName(event), z.toJSONSchema(webhookEventBody(event), { target: 'openapi-3.0' })]));
}
