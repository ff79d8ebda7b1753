import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createOutboxMail, type MailService } from './service.ts';
import { createSmtpMail } from './smtp.ts';

/** Picks the mail transport from configuration: SMTP when SMTP_URL is set, else the dev outbox. */
export function createMailService(config: Config, database: Database, log: (msg: string) => void): MailService {
  return config.SMTP_URL ? createSmtpMail(config, database, log) : createOutboxMail(log);
}
