/**
 * The first hour (issue 32): the person's app language and first-run answer on their profile, and the dashboard's
 * getting-started checklist, ticked by the server from their own data.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checklist, OwnProfile, ProfilePatch } from '@folio/model';
import { useSession } from '../session/store.ts';
import { call } from './client.ts';
import { userKeys } from './users.ts';

export const checklistKey = (userId: string | undefined) => ['users', 'me', userId, 'checklist'] as const;

/** PATCH /api/users/me: the own profile's language, intent or checklist dismissal; refreshes the cached profile. */
export function usePatchMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Pick<ProfilePatch, 'language' | 'intent' | 'checklistDismissed'>) =>
      call<OwnProfile>('/api/users/me', { method: 'PATCH', body: patch }),
    onSuccess: (profile) => {
      client.setQueryData(userKeys.me(profile.id), profile);
      void client.invalidateQueries({ queryKey: checklistKey(profile.id) });
    },
  });
}

/** GET /api/users/me/checklist; asked again whenever the dashboard opens, so it shows what was done meanwhile. */
export function useChecklist(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: checklistKey(session?.currentUserId),
    queryFn: ({ signal }) => call<Checklist>('/api/users/me/checklist', { signal }),
    enabled: enabled && session !== null,
    refetchOnMount: 'always',
  });
}
