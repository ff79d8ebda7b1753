/** One mail of the outbox (GET /api/admin/outbox). */
export interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'outbox' | 'queued' | 'sent' | 'failed';
  /** ISO 8601 */
  createdAt: string;
}

/** One login attempt (GET /api/users/loginLogs). */
export interface LoginLogItem {
  id: string;
  /** The account the attempt matched, if any. */
  userId: string | null;
  /** The username as entered. */
  email: string;
  success: boolean;
  reason: string;
  ip: string;
  userAgent: string;
  /** ISO 8601 */
  createdAt: string;
}
