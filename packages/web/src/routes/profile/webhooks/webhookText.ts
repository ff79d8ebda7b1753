/** What the profile's webhook section says of a webhook and its deliveries, and how it reads the server's refusals. */
import {
  FOLIO_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  WEBSITE_WEBHOOK_EVENTS,
  type WebhookAttempt,
  type WebhookDeliverySummary,
  type WebhookEvent,
  type WebhookScope,
  type WebhookSummary,
} from '@folio/model';
import { formatDate } from '../../../i18n/format.ts';
import { translate } from '../../../i18n/i18n.ts';

export type ScopeType = WebhookScope['type'];

/** The events a webhook of this scope may take, in the model's order. */
export function eventsOfScope(type: ScopeType): readonly WebhookEvent[] {
  if (type === 'folio') return FOLIO_WEBHOOK_EVENTS;
  if (type === 'website') return WEBSITE_WEBHOOK_EVENTS;
  return WEBHOOK_EVENTS;
}

/** Whose events a webhook takes, in words. */
export function scopeText(scope: WebhookScope): string {
  if (scope.type === 'folio') return translate('profile:webhooks.scope.folio', { name: scope.name });
  if (scope.type === 'website') return translate('profile:webhooks.scope.website', { name: scope.name });
  return translate('profile:webhooks.scope.account');
}

/** What each event says, in the app's language (the model's WEBHOOK_EVENT_LABELS in English). */
const EVENT_LABELS: Record<WebhookEvent, () => string> = {
  'submission.created': () => translate('profile:webhooks.events.submissionCreated'),
  'submission.updated': () => translate('profile:webhooks.events.submissionUpdated'),
  'folio.published': () => translate('profile:webhooks.events.folioPublished'),
  'website.published': () => translate('profile:webhooks.events.websitePublished'),
  'comment.created': () => translate('profile:webhooks.events.commentCreated'),
  'order.paid': () => translate('profile:webhooks.events.orderPaid'),
  'order.refunded': () => translate('profile:webhooks.events.orderRefunded'),
  'share.created': () => translate('profile:webhooks.events.shareCreated'),
};

export const eventLabel = (event: WebhookEvent): string => EVENT_LABELS[event]?.() ?? event;

/** The scope picker's value: 'account', 'folio:<id>' or 'website:<id>'. */
export const scopeValue = (type: ScopeType, id?: string): string => (type === 'account' || !id ? 'account' : `${type}:${id}`);

/** The scope picker's value read back: its type and, for a folio or website, what the API takes to name it. */
export function parseScopeValue(value: string): { type: ScopeType; folioId?: string; websiteId?: string } {
  const colon = value.indexOf(':');
  const type = colon < 0 ? value : value.slice(0, colon);
  const id = colon < 0 ? '' : value.slice(colon + 1);
  if (type === 'folio' && id) return { type, folioId: id };
  if (type === 'website' && id) return { type, websiteId: id };
  return { type: 'account' };
}

export type StatusColor = 'teal' | 'gray' | 'orange' | 'red';

/** A text as a sentence: a capital first, a full stop last. */
const sentence = (text: string): string => {
  const t = text.trim();
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}`;
};

/**
 * The status of a webhook: On, Off (its owner's doing), Failing since …, or Turned off (Folio's doing), with why in
 * `reason` (a sentence: too long for the badge, said beside it).
 */
export function webhookStatus(w: Pick<WebhookSummary, 'enabled' | 'disabledReason' | 'failingSince'>, timeZone?: string): { label: string; color: StatusColor; reason?: string } {
  if (!w.enabled && w.disabledReason) return { label: translate('profile:webhooks.status.turnedOff'), color: 'red', reason: sentence(w.disabledReason) };
  if (!w.enabled) return { label: translate('profile:webhooks.status.off'), color: 'gray' };
  if (w.failingSince) return { label: translate('profile:webhooks.status.failing', { date: formatDate(w.failingSince, timeZone) }), color: 'orange' };
  return { label: translate('profile:webhooks.status.on'), color: 'teal' };
}

/** A delivery's status in words: Succeeded, Failed, or Pending (with its next attempt's time when one is planned). */
export function deliveryStatus(d: Pick<WebhookDeliverySummary, 'status' | 'nextAttemptAt'>, timeZone?: string): { label: string; color: StatusColor } {
  if (d.status === 'succeeded') return { label: translate('profile:webhooks.delivery.succeeded'), color: 'teal' };
  if (d.status === 'failed') return { label: translate('profile:webhooks.delivery.failed'), color: 'red' };
  return {
    label: d.nextAttemptAt ? translate('profile:webhooks.delivery.pendingNext', { date: formatDate(d.nextAttemptAt, timeZone) }) : translate('profile:webhooks.delivery.pending'),
    color: 'orange',
  };
}

/** One attempt's outcome in a line: the answer's code (or that none came) and how long it took. */
export function attemptText(a: Pick<WebhookAttempt, 'statusCode' | 'durationMs'>): string {
  const ms = String(a.durationMs);
  return a.statusCode === null ? translate('profile:webhooks.attempt.noAnswer', { ms }) : translate('profile:webhooks.attempt.answer', { code: String(a.statusCode), ms });
}

/** Whether an attempt's answer counts as received (2xx). */
export const attemptSucceeded = (a: Pick<WebhookAttempt, 'statusCode'>): boolean => a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300;

/** The body sent, indented when it is JSON, as it was otherwise. */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload) as unknown, null, 2);
  } catch {
    return payload;
  }
}

export type WebhookField = 'url' | 'description' | 'events' | 'scope';

const FIELDS: Record<string, WebhookField> = { url: 'url', description: 'description', events: 'events', folioId: 'scope', websiteId: 'scope' };

/**
 * Which field of the webhook form a refusal is about, and what to say under it: the server's messages start with
 * the field's name ('url: …', or 'body.url: …' for a malformed body); any other message is for the whole form.
 */
export function fieldProblem(message: string): { field: WebhookField | null; text: string } {
  const m = /^(?:body\.)?(\w+)(?:\.\d+)?: ([\s\S]+)$/.exec(message.trim());
  const field = m ? FIELDS[m[1]!] : undefined;
  if (!m || !field) return { field: null, text: message };
  const text = m[2]!.trim();
  return { field, text: text.charAt(0).toUpperCase() + text.slice(1) };
}
