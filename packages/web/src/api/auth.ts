import { useMutation } from '@tanstack/react-query';
import {
  LOGIN_MISSING_TOKEN,
  REAUTH_DIFFERENT_USER,
  REAUTH_LOGGED_OUT,
  type Session,
  type SessionGrant,
} from '@folio/model';
import { endSession, getSession, storeGrant } from '../session/store.ts';
import { ApiError, call, exchangeToken } from './client.ts';

export interface Message {
  message: string;
}

// Calls (plain functions, usable outside React) -------------------------------------------

/** POST /public/api/login; the username is lowercased before sending (spec §5). Stores the session. */
export async function login(input: { username: string; password: string }): Promise<Session> {
  const grant = await call<Partial<SessionGrant>>('/public/api/login', {
    method: 'POST',
    auth: 'none',
    body: { username: input.username.trim().toLowerCase(), password: input.password },
  });
  if (!grant || !grant.accessToken || !grant.currentUserId) throw new ApiError(200, LOGIN_MISSING_TOKEN);
  return storeGrant(grant as SessionGrant);
}

/**
 * GET /api/reauth: trades the token for a fresh one and stores the new grant. Refuses when signed
 * out; a grant for another user wipes the session (spec §8).
 */
export async function reauth(): Promise<Session> {
  const session = getSession();
  if (!session) throw new Error(REAUTH_LOGGED_OUT);
  return exchangeToken(async () => {
    const grant = await call<SessionGrant>('/api/reauth', { exchangingToken: true });
    if (grant.currentUserId !== session.currentUserId) {
      endSession();
      throw new Error(REAUTH_DIFFERENT_USER);
    }
    return storeGrant(grant);
  });
}

/** POST /api/logout (revokes the token; failure ignored, the token dies with the session anyway), then clears the session. */
export async function logout(): Promise<void> {
  if (getSession()) {
    await call<void>('/api/logout', { method: 'POST' }).catch(() => undefined);
  }
  endSession();
}

export interface RegisterInput {
  email: string;
  password: string;
  displayName: string;
}

export const register = (input: RegisterInput) =>
  call<{ id: string; email: string }>('/public/api/register', {
    method: 'POST',
    auth: 'none',
    body: { ...input, email: input.email.trim().toLowerCase() },
  });

export const verifyEmail = (input: { id: string; token: string }) =>
  call<{ verified: true; alreadyVerified: boolean }>(`/public/api/verify/${encodeURIComponent(input.id)}`, {
    method: 'POST',
    auth: 'none',
    body: { token: input.token },
  });

export const resendVerification = (input: { email: string }) =>
  call<Message>('/public/api/resendVerification', { method: 'POST', auth: 'none', body: { email: input.email.trim().toLowerCase() } });

export const requestPasswordReset = (input: { email: string }) =>
  call<Message>('/public/api/requestPasswordReset', { method: 'POST', auth: 'none', body: { email: input.email.trim().toLowerCase() } });

export const resetPassword = (input: { id: string; token: string; password: string }) =>
  call<Message>(`/public/api/resetPassword/${encodeURIComponent(input.id)}`, {
    method: 'POST',
    auth: 'none',
    body: { token: input.token, password: input.password },
  });

export const changePassword = (input: { id: string; currentPassword: string; newPassword: string }) =>
  call<Message>(`/api/changePassword/${encodeURIComponent(input.id)}`, {
    method: 'POST',
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
  });

// Hooks -----------------------------------------------------------------------------------

export const useLogin = () => useMutation({ mutationFn: login });
export const useLogout = () => useMutation({ mutationFn: logout });
export const useRegister = () => useMutation({ mutationFn: register });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
