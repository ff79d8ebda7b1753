/**
 * Outgoing webhooks (issue 30; services/webhooks/): the account's webhooks, their delivery log and replays. With an
 * access token: the `webhooks` area, and only events the token may read (`can()`'s webhook.subscribe).
 */
import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { listDeliveries, replayDelivery } from '../../services/webhooks/deliveries.ts';
import { createWebhook, deleteWebhook, listWebhooks, rotateWebhookSecret, updateWebhook } from '../../services/webhooks/webhooks.ts';
import { pageOf, PaginationQuery } from '../pagination.ts';
import { CreateWebhookBody, DeliveryParams, DeliverySummary, UpdateWebhookBody, WebhookList, WebhookParams, WebhookSummary, WebhookWithSecret } from './schema.ts';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const refusals = '; 401 without a session or token; 404 for a webhook that is not yours';

export async function outgoingWebhookRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const allowPrivate = app.deps.config.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;

  app.get('/api/webhooks', { schema: { tags, security, summary: 'Your webhooks, newest first; 401 without a session or token', response: { 200: WebhookList } } }, async (req) => {
    return { webhooks: await listWebhooks(db, requireUser(req)) };
  });

  app.post(
    '/api/webhooks',
    {
      schema: {
        tags,
        security,
        summary:
          'Subscribes an https endpoint to events of your account, or of one of your folios or websites; every delivery is signed (Standard Webhooks) with the secret the answer shows once; 403 when a token cannot read what the events carry; 404 for a folio or website that is not yours; 409 past 20 webhooks; 422 for a private address, a host that cannot be found, or events the scope does not have',
        body: CreateWebhookBody,
        response: { 201: WebhookWithSecret },
      },
    },
    async (req, reply) => {
      const made = await createWebhook(db, requireUser(req), req.body, allowPrivate);
      return reply.code(201).send(made);
    },
  );

  app.patch(
    '/api/webhooks/:id',
    { schema: { tags, security, summary: `Changes a webhook’s address, description or events, or turns it off or on${refusals}; 422 as when made`, params: WebhookParams, body: UpdateWebhookBody, response: { 200: WebhookSummary } } },
    async (req) => updateWebhook(db, requireUser(req), req.params.id, req.body, allowPrivate),
  );

  app.delete(
    '/api/webhooks/:id',
    { schema: { tags, security, summary: `Deletes a webhook and its delivery log; nothing more is sent${refusals}`, params: WebhookParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteWebhook(db, requireUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/webhooks/:id/secret',
    { schema: { tags, security, summary: `Rotates the signing secret: the answer shows the new one once; the old one still signs beside it for 24 hours${refusals}`, params: WebhookParams, response: { 200: WebhookWithSecret } } },
    async (req) => rotateWebhookSecret(db, requireUser(req), req.params.id),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    { schema: { tags, security, summary: `The webhook’s deliveries, newest first, each with its attempts (kept 30 days)${refusals}`, params: WebhookParams, querystring: PaginationQuery, response: { 200: pageOf(DeliverySummary) } } },
    async (req) => listDeliveries(db, requireUser(req), req.params.id, req.query),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        tags,
        security,
        summary: `Sends a delivery again at once: the same message id and body, signed anew${refusals} or no such delivery of it; 409 while the webhook is turned off`,
        params: DeliveryParams,
        response: { 202: DeliverySummary },
      },
    },
    async (req, reply) => reply.code(202).send(await replayDelivery(db, app.webhooks, requireUser(req), req.params.id, req.params.deliveryId)),
  );
}
