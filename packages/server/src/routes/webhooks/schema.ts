import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from '@folio/model';
import { z } from 'zod';

const Event = z.enum(WEBHOOK_EVENTS).describe('An event a webhook may take');

export const WebhookSummary = z.object({
  id: z.string(),
  url: z.string().describe('The endpoint every delivery is POSTed to'),
  description: z.string(),
  events: z.array(Event),
  scope: z
    .union([
      z.object({ type: z.literal('account') }),
      z.object({ type: z.literal('folio'), id: z.string(), name: z.string() }),
      z.object({ type: z.literal('website'), id: z.string(), name: z.string() }),
    ])
    .describe('Whose events it takes: the whole account’s, or one folio’s or website’s'),
  enabled: z.boolean(),
  disabledReason: z.string().nullable().describe('Why Folio turned it off (410 Gone, days of failures); null when on or turned off by its owner'),
  failingSince: z.string().nullable().describe('The first failed attempt since the last success; null while deliveries succeed'),
  secretPrefix: z.string().describe('The signing secret’s first characters (the secret is shown when made and when rotated)'),
  previousSecretUntil: z.string().nullable().describe('After a rotation: until when the previous secret still signs as well'),
  createdAt: z.string(),
});

export const WebhookList = z.object({ webhooks: z.array(WebhookSummary) });

export const WebhookWithSecret = z.object({
  webhook: WebhookSummary,
  secret: z.string().describe('The signing secret (whsec_…), shown this once: verify every delivery’s webhook-signature with it (Standard Webhooks)'),
});

const Description = z.string().max(WEBHOOK_DESCRIPTION_MAX).describe(`What it is for, at most ${WEBHOOK_DESCRIPTION_MAX} characters`);
const Url = z.string().max(WEBHOOK_URL_MAX).describe('The endpoint: an https address on the public internet');
const Events = z.array(Event).min(1).max(WEBHOOK_EVENTS.length).describe('The events to send, at least one');

export const CreateWebhookBody = z.strictObject({
  url: Url,
  description: Description.optional(),
  events: Events,
  folioId: z.string().optional().describe('Only this folio’s events (one of yours)'),
  websiteId: z.string().optional().describe('Only this website’s events (one of yours)'),
});

export const UpdateWebhookBody = z.strictObject({
  url: Url.optional(),
  description: Description.optional(),
  events: Events.optional(),
  enabled: z.boolean().optional().describe('false turns it off; true turns it on again and forgets the failures that turned it off'),
});

export const WebhookParams = z.object({ id: z.string().describe('The webhook’s id (UUID)') });
export const DeliveryParams = WebhookParams.extend({ deliveryId: z.string().describe('The delivery’s id (UUID)') });

export const Attempt = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable().describe('The endpoint’s answer; null when none came (refused, timed out, unreachable)'),
  durationMs: z.number().int(),
  response: z.string().describe('The first bytes of the answer’s body'),
  error: z.string().nullable(),
});

export const DeliverySummary = z.object({
  id: z.string(),
  eventId: z.string().describe('The message id: the webhook-id header, the same on every attempt and replay'),
  eventType: Event,
  status: z.enum(['pending', 'succeeded', 'failed']),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(Attempt).describe('Its attempts, oldest first (the last 30)'),
  payload: z.string().describe('The body sent (JSON)'),
  createdAt: z.string(),
});
