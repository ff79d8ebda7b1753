/**
 * Outgoing webhooks (issue 30): an account, one of its folios or one of its websites subscribes an endpoint to events;
 * each delivery is signed by the Standard Webhooks scheme. Shared by the server (services/webhooks/) and the profile's
 * webhook section.
 */
import type { ApiArea } from './apiTokens.ts';

export const WEBHOOK_EVENTS = [
  'submission.created',
  'submission.updated',
  'folio.published',
  'website.published',
  'comment.created',
  'order.paid',
  'order.refunded',
  'share.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: string): value is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** What each event says, in the words the profile shows. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'submission.created': 'A form was submitted',
  'submission.updated': 'A submission’s answers were edited',
  'folio.published': 'A folio was published',
  'website.published': 'A website was published',
  'comment.created': 'Someone commented on a folio',
  'order.paid': 'An order was paid',
  'order.refunded': 'An order was refunded',
  'share.created': 'Something of yours was shared',
};

/**
 * The area whose reading an event's content is: a webhook made with an access token needs that token to read it
 * (`<area>:read`), so a token cannot learn through a webhook what it may not read through the API.
 */
export const WEBHOOK_EVENT_AREAS: Record<WebhookEvent, ApiArea> = {
  'submission.created': 'submissions',
  'submission.updated': 'submissions',
  'folio.published': 'folios',
  'website.published': 'websites',
  'comment.created': 'folios',
  'order.paid': 'commerce',
  'order.refunded': 'commerce',
  'share.created': 'folios',
};

/** The events that can concern one folio, and one website (a subscription scoped to either takes only these). */
export const FOLIO_WEBHOOK_EVENTS: readonly WebhookEvent[] = ['submission.created', 'submission.updated', 'folio.published', 'comment.created', 'order.paid', 'order.refunded', 'share.created'];
export const WEBSITE_WEBHOOK_EVENTS: readonly WebhookEvent[] = ['submission.created', 'website.published'];

/** At most this many webhooks per account. */
export const WEBHOOKS_PER_USER = 20;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** The start of every signing secret (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** After a rotation the previous secret still signs (beside the new one) this long, so receivers can switch. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;

/**
 * When each attempt of a delivery is made, in seconds after the previous one failed (the first at once): the
 * Standard Webhooks schedule, about three days in all.
 */
export const WEBHOOK_RETRY_SECONDS = [0, 5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600] as const;

export type WebhookScope = { type: 'account' } | { type: 'folio'; id: string; name: string } | { type: 'website'; id: string; name: string };

/** A webhook as listed (never its secret, which is shown when made and when rotated). */
export interface WebhookSummary {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  scope: WebhookScope;
  enabled: boolean;
  /** why it was turned off by Folio (long failure, 410 Gone); null when on, or turned off by its owner */
  disabledReason: string | null;
  /** the first failed attempt since the last success; null while deliveries succeed */
  failingSince: string | null;
  /** the secret's visible start, to tell it apart */
  secretPrefix: string;
  /** until when the previous secret still signs, after a rotation */
  previousSecretUntil: string | null;
  createdAt: string;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookAttempt {
  at: string;
  /** the endpoint's HTTP status; null when no answer came (refused, timed out, unreachable) */
  statusCode: number | null;
  durationMs: number;
  /** the first bytes of the answer's body */
  response: string;
  /** what went wrong, when no answer came or it was not a success */
  error: string | null;
}

export interface WebhookDeliverySummary {
  id: string;
  /** the message id (the `webhook-id` header, the same on every attempt and replay) */
  eventId: string;
  eventType: WebhookEvent;
  status: WebhookDeliveryStatus;
  /** the next attempt, while pending */
  nextAttemptAt: string | null;
  attempts: WebhookAttempt[];
  /** the body sent */
  payload: string;
  createdAt: string;
}
