import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { listNotifications, markRead } from '../../services/notifications/notify.ts';

const ListQuery = z.object({
  first: z.coerce.number().int().min(1).max(100).default(20).describe('How many (1–100, default 20)'),
  beforeCreatedAt: z.string().datetime({ offset: true }).optional().describe('Keyset: the createdAt of the last one seen'),
  beforeId: z.string().uuid().optional().describe('Keyset: the id of the last one seen'),
});
const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['comment', 'reply', 'follow', 'share', 'sale', 'receiver', 'refund', 'webhook']),
  actor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  itemType: z.string().nullable(),
  itemId: z.string().nullable(),
  data: z.record(z.string(), z.string()).describe('What to show: the item’s name, a comment’s first words, the rights given'),
  read: z.boolean(),
  createdAt: z.string(),
});
const NotificationPage = z.object({ items: z.array(NotificationSchema), unread: z.number().int() });
const ReadBody = z.strictObject({ ids: z.array(z.string().uuid()).max(100).optional().describe('These; all of them when absent') });
const Unread = z.object({ unread: z.number().int() });

/** The bell: the caller's notifications, newest first, and marking them read. */
export async function notificationRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/notifications',
    { schema: { tags, security, summary: 'Your notifications, newest first, with the unread count', querystring: ListQuery, response: { 200: NotificationPage } } },
    async (req) => {
      const q = req.query;
      const before = q.beforeCreatedAt && q.beforeId ? { createdAt: new Date(q.beforeCreatedAt), id: q.beforeId } : undefined;
      return listNotifications(db, requireUser(req).userId, { first: q.first, ...(before ? { before } : {}) });
    },
  );
  app.post(
    '/api/notifications/read',
    { schema: { tags, security, summary: 'Mark notifications read (all when no ids are given)', body: ReadBody, response: { 200: Unread } } },
    async (req) => ({ unread: await markRead(db, requireUser(req).userId, req.body.ids) }),
  );
}
