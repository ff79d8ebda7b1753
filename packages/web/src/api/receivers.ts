/**
 * Receivers by consent: who of the named accounts accepted (the owner), an invitation and its answer (the named
 * account), and the addresses a form button may email (confirmed by their holder).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import { notificationKeys } from './people.ts';

export type ReceiverKind = 'submission' | 'purchase';
export type ReceiverStatus = 'pending' | 'accepted' | 'declined' | 'left';

export interface ReceiverState {
  userId: string;
  displayName: string;
  kind: ReceiverKind;
  status: ReceiverStatus;
}

export interface Invitation {
  folioId: string;
  folioName: string;
  ownerName: string;
  kind: ReceiverKind;
  status: ReceiverStatus | 'member';
}

export type AddressStatus = 'confirmed' | 'waiting' | 'unconfirmed';

const keys = {
  states: (folioId: string, version: number) => ['receivers', folioId, version] as const,
  invitation: (folioId: string, kind: ReceiverKind) => ['receiving', folioId, kind] as const,
  address: (folioId: string, address: string) => ['mailAddress', folioId, address] as const,
};

/** GET /api/folios/{id}/receivers: the named accounts and their answers (the owner only), as of a saved version. */
export function useReceiverStates(folioId: string, savedVersion: number) {
  return useQuery({
    queryKey: keys.states(folioId, savedVersion),
    queryFn: () => call<{ receivers: ReceiverState[] }>(`/api/folios/${encodeURIComponent(folioId)}/receivers`),
    enabled: folioId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useInvitation(folioId: string, kind: ReceiverKind) {
  return useQuery({
    queryKey: keys.invitation(folioId, kind),
    queryFn: () => call<Invitation>(`/api/receiving/${encodeURIComponent(folioId)}/${kind}`),
    retry: false,
  });
}

/** POST /api/receiving/{folioId}/{kind}: accept, decline or stop receiving. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ folioId, kind, answer }: { folioId: string; kind: ReceiverKind; answer: 'accept' | 'decline' | 'leave' }) =>
      call<Invitation>(`/api/receiving/${encodeURIComponent(folioId)}/${kind}`, { method: 'POST', body: { answer } }),
    onSuccess: (invitation) => {
      client.setQueryData(keys.invitation(invitation.folioId, invitation.kind), invitation);
      void client.invalidateQueries({ queryKey: notificationKeys.list });
      void client.invalidateQueries({ queryKey: ['submissions', 'received'] });
    },
  });
}

export function useAddressStatus(folioId: string, address: string) {
  return useQuery({
    queryKey: keys.address(folioId, address),
    queryFn: () => call<{ address: string; status: AddressStatus }>(`/api/folios/${encodeURIComponent(folioId)}/mailAddresses`, { query: { address } }),
    enabled: folioId !== '' && address !== '',
    retry: false,
  });
}

/** POST /api/folios/{id}/mailAddresses: mails (again) the confirmation link to the address. */
export function useRequestConfirmation(folioId: string, address: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call<{ address: string; status: AddressStatus }>(`/api/folios/${encodeURIComponent(folioId)}/mailAddresses`, { method: 'POST', body: { address } }),
    onSuccess: (state) => client.setQueryData(keys.address(folioId, address), state),
  });
}

export function useConfirmAddress() {
  return useMutation({
    mutationFn: (token: string) => call<{ address: string }>('/api/mailAddresses/confirm', { method: 'POST', body: { token }, auth: 'none' }),
  });
}
