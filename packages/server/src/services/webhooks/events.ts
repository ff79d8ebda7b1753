/**
 * What each event's `data` holds (issue 30), built in one place so every emitter sends the same shape; the OpenAPI
 * document describes them (routes/webhooks/events.ts).
 */
import { labelOf, splitHidden, type NodeMap, type WebhookEvent } from '@folio/model';
import type { WebhookEventInput } from './emit.ts';

export interface SubmissionFacts {
  id: string;
  buttonId: string;
  websiteId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  editedAt?: string | undefined;
}

/** submission.created / submission.updated: the answers by widget id, with each field's label beside them; hidden fields' values by name. */
export function submissionEvent(
  type: Extract<WebhookEvent, 'submission.created' | 'submission.updated'>,
  folio: { id: string; authorId: string; name: string },
  nodes: NodeMap,
  s: SubmissionFacts,
): WebhookEventInput {
  // Hidden fields' values (`hidden:<name>` in data) go apart, by name (issue 31).
  const { answers, hidden } = splitHidden(s.data);
  const fields = Object.entries(answers).map(([widgetId, value]) => ({ widgetId, label: nodes[widgetId] ? labelOf(nodes[widgetId]) : widgetId, value }));
  return {
    type,
    ownerId: folio.authorId,
    folioId: folio.id,
    websiteId: s.websiteId,
    data: {
      id: s.id,
      folio: { id: folio.id, name: folio.name },
      buttonId: s.buttonId,
      websiteId: s.websiteId,
      answers,
      fields,
      ...(Object.keys(hidden).length ? { hidden } : {}),
      createdAt: s.createdAt,
      ...(s.editedAt ? { editedAt: s.editedAt } : {}),
    },
  };
}

/** folio.published: which folio, its published version and where visitors read it (null for a private folio). */
export const folioPublishedEvent = (folio: { id: string; authorId: string; name: string }, version: number, url: string | null): WebhookEventInput => ({
  type: 'folio.published',
  ownerId: folio.authorId,
  folioId: folio.id,
  data: { folio: { id: folio.id, name: folio.name }, version, url, publishedAt: new Date().toISOString() },
});

/** website.published: which website and its address. */
export const websitePublishedEvent = (website: { id: string; authorId: string; name: string }, url: string): WebhookEventInput => ({
  type: 'website.published',
  ownerId: website.authorId,
  websiteId: website.id,
  data: { website: { id: website.id, name: website.name }, url, publishedAt: new Date().toISOString() },
});

/** comment.created: the comment (or reply) on one of the owner's folios. */
export const commentEvent = (
  folio: { id: string; authorId: string; name: string },
  comment: { id: string; parentId: string | null; text: string; author: { id: string; displayName: string }; createdAt: string },
): WebhookEventInput => ({
  type: 'comment.created',
  ownerId: folio.authorId,
  folioId: folio.id,
  data: { id: comment.id, folio: { id: folio.id, name: folio.name }, parentId: comment.parentId, text: comment.text, author: comment.author, createdAt: comment.createdAt },
});

export interface OrderFacts {
  id: string;
  sellerId: string;
  /** minor units */
  amount: number;
  currency: string;
  items: Array<{ type: string; id: string; name: string; folioId: string | null }>;
}

/** order.paid / order.refunded: the seller's order, for the account's webhooks and those of every folio it sold. */
export const orderEvent = (type: Extract<WebhookEvent, 'order.paid' | 'order.refunded'>, order: OrderFacts): WebhookEventInput => ({
  type,
  ownerId: order.sellerId,
  folioIds: [...new Set(order.items.map((i) => i.folioId).filter((id): id is string => id !== null))],
  data: { id: order.id, amount: order.amount, currency: order.currency, items: order.items.map(({ type: t, id, name }) => ({ type: t, id, name })), at: new Date().toISOString() },
});

/** share.created: what was shared, with whom (people by id and name, or a link), and the rights given. */
export const shareEvent = (
  item: { type: string; id: string; name: string; ownerId: string },
  share: { ids: string[]; with: Array<{ type: string; id: string | null; name: string | null }>; rights: string },
): WebhookEventInput => ({
  type: 'share.created',
  ownerId: item.ownerId,
  folioId: item.type === 'folio' ? item.id : null,
  data: { item: { type: item.type, id: item.id, name: item.name }, shares: share.ids, with: share.with, rights: share.rights, createdAt: new Date().toISOString() },
});
