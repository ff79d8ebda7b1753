/** Comments (spec §7 Comments): read through the public routes (the token rides along), written as yourself. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@folio/model';
import { call } from './client.ts';

export type { Comment } from '@folio/model';

export interface CommentPage {
  items: Comment[];
  total: number;
  canModerate: boolean;
  isOpen: boolean;
}

export const commentKeys = {
  folio: (folioId: string) => ['comments', folioId] as const,
  top: (folioId: string, first: number) => ['comments', folioId, 'top', first] as const,
  replies: (folioId: string, id: string) => ['comments', folioId, 'replies', id] as const,
};

export function useComments(folioId: string, first: number) {
  return useQuery({
    queryKey: commentKeys.top(folioId, first),
    queryFn: () => call<CommentPage>(`/public/api/comments/${encodeURIComponent(folioId)}`, { query: { first, after: 0 } }),
  });
}

export function useReplies(folioId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.replies(folioId, id),
    queryFn: () => call<CommentPage>(`/public/api/comments/replies/${encodeURIComponent(id)}`, { query: { first: 100, after: 0 } }),
    enabled,
  });
}

export interface PostInfo {
  id: string;
  name: string;
  url: string;
  author: { id: string; displayName: string };
  publishedAt: string;
}

export function usePostInfo(folioId: string) {
  return useQuery({ queryKey: ['postInfo', folioId], queryFn: () => call<PostInfo>(`/api/folios/${encodeURIComponent(folioId)}/postInfo`), retry: false });
}

function useCommentMutation<T>(folioId: string, fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.folio(folioId) }) });
}

export const useCreateComment = (folioId: string, authorId: string) =>
  useCommentMutation(folioId, (input: { body: string; inReplyToId?: string }) => call<Comment>('/api/comments', { method: 'POST', body: { folioId, authorId, ...input } }));

export const useEditComment = (folioId: string, authorId: string) =>
  useCommentMutation(folioId, ({ id, body }: { id: string; body: string }) => call<Comment>(`/api/comments/${encodeURIComponent(id)}`, { method: 'PATCH', body: { authorId, body } }));

export const useModerateComment = (folioId: string) =>
  useCommentMutation(folioId, ({ id, status }: { id: string; status: 'published' | 'hidden' }) => call<Comment>(`/api/comments/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }));

export const useDeleteComment = (folioId: string) =>
  useCommentMutation(folioId, (id: string) => call<void>(`/api/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useReportComment = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: string; reason: string }) => call<{ reports: number }>(`/api/comments/${encodeURIComponent(id)}/report`, { method: 'POST', body: { reason } }) });
