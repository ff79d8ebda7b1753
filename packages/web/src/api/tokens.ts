/** Personal access tokens (issue 30): list, make (shown once), revoke — one's own, or an account's for an administrator. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiScope, ApiTokenSummary } from '@folio/model';
import { call } from './client.ts';

export type ApiToken = ApiTokenSummary;

export interface NewToken {
  name: string;
  scopes: ApiScope[];
  expiresAt: string | null;
}

/** Whose tokens: the signed-in person's (`me`), or an account an administrator manages. */
const base = (owner: string) => (owner === 'me' ? '/api/users/me/tokens' : `/api/users/management/${encodeURIComponent(owner)}/tokens`);
const tokensKey = (owner: string) => ['api-tokens', owner] as const;

export function useApiTokens(owner = 'me') {
  return useQuery({ queryKey: tokensKey(owner), queryFn: ({ signal }) => call<{ tokens: ApiToken[] }>(base(owner), { signal }) });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewToken) => call<ApiToken & { token: string }>(base('me'), { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: tokensKey('me') }),
  });
}

export function useRevokeApiToken(owner = 'me') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call<void>(`${base(owner)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: tokensKey(owner) }),
  });
}
