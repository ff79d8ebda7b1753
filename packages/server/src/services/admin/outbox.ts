import type { OutboxItem, Page } from '@folio/model';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailMessages } from '../../db/schema.ts';
import type { Pagination } from '../../routes/pagination.ts';

/** Every mail Folio wrote, newest first (the dev outbox, and the delivery record when SMTP is on). */
export async function listOutbox(db: Executor, page: Pagination): Promise<Page<OutboxItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(page.first)
      .offset(page.after),
    db.select({ n: count() }).from(mailMessages),
  ]);
  return {
    items: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
