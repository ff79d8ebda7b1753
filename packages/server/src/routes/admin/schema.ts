import { z } from 'zod';
import { pageOf } from '../pagination.ts';

export const OutboxItemSchema = z.object({
  id: z.string().describe('Mail id'),
  to: z.string().describe('Recipient address'),
  subject: z.string().describe('Subject line'),
  text: z.string().describe('Plain-text body'),
  html: z.string().describe('HTML body'),
  status: z
    .enum(['outbox', 'queued', 'sent', 'failed'])
    .describe('outbox: kept for reading here (no SMTP); queued: waiting for delivery; sent; failed: gave up after retries'),
  createdAt: z.string().describe('When the mail was written (ISO 8601)'),
});
export const OutboxPage = pageOf(OutboxItemSchema);

export const LoginLogItemSchema = z.object({
  id: z.string().describe('Log entry id'),
  userId: z.string().nullable().describe('The account the attempt matched, if any'),
  email: z.string().describe('The username as entered'),
  success: z.boolean().describe('Whether the login succeeded'),
  reason: z.string().describe('Why it succeeded or failed'),
  ip: z.string().describe('Client IP address'),
  userAgent: z.string().describe('Client user agent'),
  createdAt: z.string().describe('When the attempt happened (ISO 8601)'),
});
export const LoginLogPage = pageOf(LoginLogItemSchema);
