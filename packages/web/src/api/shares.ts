/** Shares (spec §7 Shares): who has access to a folio, asset or library, making and revoking shares, Shared with you. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Share, SharedItem, ShareItemType, ShareOverview, ShareRights } from '@folio/model';
import { call } from './client.ts';

export type { Share, SharedItem, ShareItemType, ShareOverview, ShareRights } from '@folio/model';

export const shareKeys = {
  item: (itemType: ShareItemType, itemId: string) => ['shares', itemType, itemId] as const,
  withMe: (itemType?: ShareItemType) => ['shares', 'withMe', itemType ?? 'all'] as const,
};

/** How often the open dialog asks again, so a link's open count moves while the owner watches. */
export const SHARE_REFRESH_MS = 5_000;

export function useShareOverview(itemType: ShareItemType, itemId: string, enabled = true) {
  return useQuery({
    queryKey: shareKeys.item(itemType, itemId),
    queryFn: () => call<ShareOverview>('/api/shares/byItem/r2', { query: { itemType, itemId } }),
    enabled,
    // Open counts change when guests open a link: fresh while the dialog is open, and on coming back to the tab.
    refetchInterval: SHARE_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useSharedWithMe(first: number, itemType?: ShareItemType) {
  return useQuery({
    queryKey: [...shareKeys.withMe(itemType), first],
    queryFn: () => call<{ items: SharedItem[]; total: number }>('/api/shares/distinct', { query: { first, after: 0, itemType } }),
  });
}

export interface NewShare extends ShareRights {
  permitteeType: 'user' | 'group' | 'link';
  accounts?: string[];
  expiresAt?: string | null;
}

export function useCreateShare(itemType: ShareItemType, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (share: NewShare) =>
      call<{ shares: Share[]; link?: { token: string; url: string } }>('/api/shares', {
        method: 'POST',
        body: { itemType, itemId, ...share, ...(share.permitteeType === 'link' ? { isAnonymous: true } : {}) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.item(itemType, itemId) }),
  });
}

export function useFollowersShare(itemType: ShareItemType, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      call<{ isShareForFollowers: boolean }>(`/api/shares/shareToFollowers/${encodeURIComponent(itemId)}`, {
        method: 'PUT',
        body: { itemType, isShareForFollowers: on },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.item(itemType, itemId) }),
  });
}

export function useRevokeShare(itemType: ShareItemType, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<{ revoked: number }>(`/api/shares/byId/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.item(itemType, itemId) }),
  });
}

/** A sharee removes their own access (the share made to their account). */
export function useLeaveShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemType, itemId }: { itemType: ShareItemType; itemId: string }) =>
      call<{ revoked: number }>(`/api/shares/byItem/${itemType}/${encodeURIComponent(itemId)}`, { method: 'DELETE', query: { userOnly: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['shares'] }),
  });
}

/** Rights as people read them. */
export function rightsLabel(r: ShareRights): string {
  if (r.canEditContent && r.canEditSettings) return 'Can edit';
  if (r.canEditContent) return 'Can edit content';
  if (r.canEditSettings) return 'Can change settings';
  return 'Can view';
}
