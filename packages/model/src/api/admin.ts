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

/** An account as administrators see it (GET /api/users/management). */
export interface ManagedUser {
  id: string;
  email: string;
  displayName: string;
  accountTypeId: number;
  accountTypeName: string;
  isActive: boolean;
  isVerified: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** One administrator's action (GET /api/admin/audit). */
export interface AuditEntry {
  id: string;
  action: string;
  actor: { id: string; displayName: string } | null;
  target: { id: string; displayName: string; email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}
