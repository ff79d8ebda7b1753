import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, LoginLogItem, ManagedUser, OutboxItem, Page } from '@folio/model';

export type { AuditEntry, ManagedUser } from '@folio/model';
import { call } from './client.ts';
import { useCursorPages, type CursorPage } from './cursorPages.ts';

/** One mail of the dev outbox. */
export type OutboxMail = OutboxItem;

/** GET /api/admin/outbox?first&after: the dev outbox, newest first; super admins only. */
export function useOutbox(page: { first: number; after: number }) {
  return useQuery({
    queryKey: ['admin', 'outbox', page.first, page.after],
    queryFn: ({ signal }) => call<Page<OutboxMail>>('/api/admin/outbox', { query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

// ——— Accounts (issue 15) ———


export interface UserFilters {
  search: string;
  accountTypeId: string;
  active: string;
  verified: string;
  admin: string;
  sort: string;
}

/** The accounts, a page at a time (keyset: each "Show more" reads the page after the last row). */
export function useManagedUsers(pageSize: number, f: UserFilters) {
  return useCursorPages(['admin', 'users', pageSize, f], (cursor, signal) =>
    call<CursorPage<ManagedUser>>('/api/users/management', {
      query: {
        first: pageSize,
        ...(cursor ? { cursor } : {}),
        ...(f.search ? { search: f.search } : {}),
        ...(f.accountTypeId ? { accountTypeId: f.accountTypeId } : {}),
        ...(f.active ? { active: f.active } : {}),
        ...(f.verified ? { verified: f.verified } : {}),
        ...(f.admin ? { admin: f.admin } : {}),
        ...(f.sort ? { sort: f.sort } : {}),
      },
      signal,
    }),
  );
}

export interface UserDetail {
  user: ManagedUser;
  storage: { used: number; limit: number; accountTypeName: string };
  sessions: Array<{ id: string; createdAt: string; expiresAt: string }>;
  logins: Array<{ success: boolean; reason: string; ip: string; createdAt: string }>;
  canManage: boolean;
}

export function useUserDetail(id: string) {
  return useQuery({ queryKey: ['admin', 'user', id], queryFn: ({ signal }) => call<UserDetail>(`/api/users/management/${encodeURIComponent(id)}`, { signal }) });
}


/** The audit log's filters; '' is "any". */
export interface AuditFilters {
  action: string;
  person: string;
  from: string;
  to: string;
}

const NO_AUDIT_FILTERS: AuditFilters = { action: '', person: '', from: '', to: '' };

export function useAudit(first: number, userId: string | null, enabled = true, f: AuditFilters = NO_AUDIT_FILTERS) {
  return useQuery({
    queryKey: ['admin', 'audit', first, userId, f],
    queryFn: ({ signal }) =>
      call<Page<AuditEntry>>('/api/admin/audit', {
        query: { first, after: 0, ...(userId ? { userId } : {}), ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One administrator's action on an account; refreshes the list, the page and the audit. */
export function useUserAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method = 'POST', body }: { path: string; method?: 'POST' | 'PUT'; body?: unknown }) =>
      call<ManagedUser | undefined>(`/api/users/${encodeURIComponent(id)}${path}`, { method, ...(body !== undefined ? { body } : {}) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; displayName: string; accountTypeId: number }) => call<ManagedUser>('/api/users', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export interface LoginLogFilters {
  user: string;
  success: string;
  ip: string;
  from: string;
  to: string;
}

/** GET /api/users/loginLogs with filters; super admins only. */
export function useLoginLogs(first: number, f: LoginLogFilters) {
  return useQuery({
    queryKey: ['admin', 'logins', first, f],
    queryFn: ({ signal }) =>
      call<Page<LoginLogItem>>('/api/users/loginLogs', {
        query: { first, after: 0, ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
