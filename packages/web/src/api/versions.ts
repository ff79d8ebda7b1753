/** A folio's kept versions (issue 29): list, open one, name the current state, restore one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FolioDocument } from '@folio/model';
import { call } from './client.ts';

export interface VersionPerson {
  id: string;
  displayName: string;
}

export interface FolioVersion {
  id: string;
  kind: 'auto' | 'publish' | 'restore' | 'named';
  name: string | null;
  version: number;
  createdAt: string;
  createdBy: VersionPerson | null;
  authors: VersionPerson[];
  size: number;
}

const base = (folioId: string) => `/api/folios/${encodeURIComponent(folioId)}/versions`;
export const versionsKey = (folioId: string) => ['folio-versions', folioId] as const;

export const listVersions = (folioId: string, signal?: AbortSignal) =>
  call<{ versions: FolioVersion[] }>(base(folioId), signal ? { signal } : {});
export const getVersion = (folioId: string, versionId: string, signal?: AbortSignal) =>
  call<FolioVersion & { document: FolioDocument }>(`${base(folioId)}/${encodeURIComponent(versionId)}`, signal ? { signal } : {});
export const nameVersion = (folioId: string, name: string) => call<{ id: string }>(base(folioId), { method: 'POST', body: { name } });
export const restoreVersion = (folioId: string, versionId: string) =>
  call<{ version: number }>(`${base(folioId)}/${encodeURIComponent(versionId)}/restore`, { method: 'POST' });

export function useVersions(folioId: string, enabled: boolean) {
  return useQuery({ queryKey: versionsKey(folioId), queryFn: ({ signal }) => listVersions(folioId, signal), enabled });
}

export function useVersion(folioId: string, versionId: string | null) {
  return useQuery({
    queryKey: [...versionsKey(folioId), versionId],
    queryFn: ({ signal }) => getVersion(folioId, versionId!, signal),
    enabled: versionId !== null,
  });
}

export function useNameVersion(folioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => nameVersion(folioId, name),
    onSettled: () => client.invalidateQueries({ queryKey: versionsKey(folioId) }),
  });
}

export function useRestoreVersion(folioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(folioId, versionId),
    onSettled: () => client.invalidateQueries({ queryKey: versionsKey(folioId) }),
  });
}
