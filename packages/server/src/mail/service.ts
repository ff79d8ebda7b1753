import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailMessages } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailService {
  /** Stores the message in the caller's transaction, so it exists exactly when the change that caused it does. */
  enqueue(db: Executor, message: MailMessage): Promise<string>;
  /** Call after the transaction commits: starts delivery of what was enqueued. */
  flush(): void;
  /**
   * Deletes every stored mail to this address (case-insensitive, whatever its status) and anything still queued to
   * deliver it, in the caller's transaction: an account being deleted leaves no mail to its address behind.
   */
  forgetAddress(db: Executor, address: string): Promise<string[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Without SMTP_URL the table itself is the dev outbox, readable by super admins in the app. */
export function createOutboxMail(log: (msg: string) => void): MailService {
  return {
    async enqueue(db, message) {
      const [row] = await db
        .insert(mailMessages)
        .values({ ...message, status: 'outbox' })
        .returning({ id: mailMessages.id });
      log(`mail to ${message.to} ("${message.subject}") stored in the dev outbox: open /admin/outbox as a super admin`);
      return row!.id;
    },
    flush() {},
    forgetAddress: deleteMailTo,
    async start() {},
    async stop() {},
  };
}

/** Deletes the mail rows to `address` (compared case-insensitively); answers their ids. */
export async function deleteMailTo(db: Executor, address: string): Promise<string[]> {
  const rows = await db
    .delete(mailMessages)
    .where(sql`lower(${mailMessages.to}) = lower(${address})`)
    .returning({ id: mailMessages.id });
  return rows.map((r) => r.id);
}
