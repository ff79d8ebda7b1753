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
    async start() {},
    async stop() {},
  };
}
