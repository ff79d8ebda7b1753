import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, ProfilePatch, SessionFlag } from '@folio/model';
import { clearSessionFlag, useSession } from '../session/store.ts';
import { login } from './auth.ts';
import { call } from './client.ts';

export const userKeys = {
  me: (userId: string | undefined) => ['users', 'me', userId] as const,
  friendlyUrl: (url: string) => ['users', 'check', 'friendlyUrl', url] as const,
  setup: ['setup'] as const,
};

/** GET /api/users/me: the signed-in user's own full profile (shared by the hook and the dashboard's early start). */
export const meQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: userKeys.me(userId), queryFn: ({ signal }) => call<OwnProfile>('/api/users/me', { signal }) });

export function useMe() {
  const session = useSession();
  return useQuery({ ...meQuery(session?.currentUserId), enabled: session !== null });
}

/** PATCH /api/usersR1/{id}: updates the own profile and refreshes the cached one. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProfilePatch }) =>
      call<OwnProfile>(`/api/usersR1/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: (profile) => client.setQueryData(userKeys.me(profile.id), profile),
  });
}

/** GET /api/users/check/friendlyUrl?url=: true when the url is valid and free. */
export function useFriendlyUrlAvailable(url: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.friendlyUrl(url),
    queryFn: ({ signal }) => call<boolean>('/api/users/check/friendlyUrl', { query: { url }, signal }),
    enabled: enabled && url !== '',
    staleTime: 10_000,
  });
}

export const checkEmailFree = (email: string) => call<boolean>('/api/users/check/email', { query: { email } });

const FLAG_PATHS: Record<SessionFlag, string> = {
  showTipOfTheDay: '/api/users/notShowTipOfTheDay',
  showWelcomeMessage: '/api/users/notShowWelcomeMessage',
  showMgMiniVideo: '/api/users/notShowMgMiniVideo',
};

/** POST /api/users/notShow…: turns a hint off on the server and in the saved session. */
export function useHideHint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flag: SessionFlag) => call<void>(FLAG_PATHS[flag], { method: 'POST' }),
    onSuccess: (_data, flag) => {
      clearSessionFlag(flag);
      void client.invalidateQueries({ queryKey: ['users', 'me'] });
    },
  });
}

/** GET /public/api/setup: whether the first super admin still has to be created. */
export function useSetupStatus() {
  return useQuery({
    queryKey: userKeys.setup,
    queryFn: ({ signal }) => call<{ needsSetup: boolean }>('/public/api/setup', { auth: 'none', signal }),
    staleTime: 60_000,
  });
}

/**
 * POST /public/api/setup: creates the first, verified super admin, then signs them in with what they just typed
 * (answers whether that worked: false leaves them at sign-in, their account made).
 */
export function useCreateFirstAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; displayName: string }) => {
      await call<{ id: string }>('/public/api/setup', {
        method: 'POST',
        auth: 'none',
        body: { ...input, email: input.email.trim().toLowerCase() },
      });
      return login({ username: input.email, password: input.password }).then(
        () => true,
        () => false,
      );
    },
    onSuccess: () => client.setQueryData(userKeys.setup, { needsSetup: false }),
  });
}
