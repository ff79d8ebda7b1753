/** People: finding accounts, account groups, follows, the feed, notifications (spec §7 Users, Folios). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountCard, NotificationItem, Post, PublicProfile, SocialInfo } from '@folio/model';
import { call } from './client.ts';

export type { AccountCard, NotificationItem, Post, PublicProfile, SocialInfo } from '@folio/model';
import { authorizedSession, useSession } from '../session/store.ts';

export const searchAccounts = (name: string) => call<AccountCard[]>('/api/users/search', { query: { name } });
export const accountsByIds = (ids: string[]) => call<AccountCard[]>('/api/users/searchByIDs', { query: { id: ids } });

export interface AccountGroup {
  id: string;
  name: string;
  members: AccountCard[];
}

export const groupKeys = { mine: ['groups', 'mine'] as const };

export function useMyGroups() {
  const session = useSession();
  const id = session?.currentUserId ?? '';
  return useQuery({ queryKey: groupKeys.mine, queryFn: () => call<AccountGroup[]>(`/api/users/groups/${encodeURIComponent(id)}`), enabled: id !== '' });
}

export function useSaveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, memberIds }: { id?: string; name: string; memberIds: string[] }) =>
      id
        ? call<AccountGroup>(`/api/users/groups/item/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name, memberIds } })
        : call<AccountGroup>('/api/users/groups', { method: 'POST', body: { name, memberIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.mine }),
  });
}

export function useDeleteGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<void>(`/api/users/groups/item/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.mine }),
  });
}

export const peopleKeys = {
  profile: (id: string) => ['people', id, 'profile'] as const,
  social: (id: string) => ['people', id, 'social'] as const,
};

export function usePublicProfile(id: string) {
  return useQuery({ queryKey: peopleKeys.profile(id), queryFn: () => call<PublicProfile>(`/public/api/usersR1/${encodeURIComponent(id)}`) });
}

export function useSocialInfo(id: string) {
  return useQuery({ queryKey: peopleKeys.social(id), queryFn: () => call<SocialInfo>(`/api/users/socialInfo/${encodeURIComponent(id)}`) });
}

export function useFollow(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => call<SocialInfo>(`/api/users/${encodeURIComponent(id)}/${follow ? 'follow' : 'unfollow'}`, { method: 'POST' }),
    onSuccess: (info) => {
      client.setQueryData(peopleKeys.social(id), info);
      void client.invalidateQueries({ queryKey: ['feed'] });
    },
  });
}

/** The profile's public address; `friendlyUrl` (when known) keys it, so a new friendly URL asks again. */
export function useProfileLink(id: string, friendlyUrl?: string | null) {
  return useQuery({ queryKey: ['people', id, 'link', friendlyUrl ?? null], queryFn: () => call<{ url: string; title: string }>(`/api/users/${encodeURIComponent(id)}/share`, { method: 'POST' }) });
}

export function useFeed(first: number) {
  return useQuery({ queryKey: ['feed', first], queryFn: () => call<{ items: Post[]; total: number }>('/api/folios/recentPosts', { query: { first, after: 0 } }) });
}

export function useUserPosts(userId: string) {
  return useQuery({
    queryKey: ['people', userId, 'posts'],
    queryFn: () => call<{ items: Post[]; total: number }>(`/api/users/content/folios/${encodeURIComponent(userId)}`, { query: { first: 50, after: 0 } }),
  });
}

export const notificationKeys = { list: ['notifications'] as const };

/** The bell's list; polled every minute while the app is open, so new ones show without a reload. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: () => call<{ items: NotificationItem[]; unread: number }>('/api/notifications', { query: { first: 20 } }),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => call<{ unread: number }>('/api/notifications/read', { method: 'POST', body: ids ? { ids } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export interface ReactionCounts {
  counts: Record<string, number>;
  mine: string[];
}

const reactionKey = (targetType: 'folio' | 'comment', targetId: string) => ['reactions', targetType, targetId] as const;

export function useReactions(targetType: 'folio' | 'comment', targetId: string) {
  return useQuery({ queryKey: reactionKey(targetType, targetId), queryFn: () => call<ReactionCounts>(`/public/api/reactions/${targetType}/${encodeURIComponent(targetId)}`) });
}

/** Gives or takes back the caller's like; the counts come back with the answer. */
export const toggleLike = (targetType: 'folio' | 'comment', targetId: string, on: boolean) =>
  call<ReactionCounts>(`/api/users/${encodeURIComponent(authorizedSession().currentUserId)}/reaction`, { method: 'POST', body: { targetType, targetId, kind: 'like', on } });

export function useToggleLike(targetType: 'folio' | 'comment', targetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => toggleLike(targetType, targetId, on),
    onSuccess: (counts) => client.setQueryData(reactionKey(targetType, targetId), counts),
  });
}
