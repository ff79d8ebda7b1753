import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

export interface HeaderLink {
  label: string;
  href: string;
}

/** GET /public/api/config: this installation's settings (header links, whether the app keeps a site session). Read once per visit: they change with a restart, or when the instance site's pages change. */
export const appConfigQuery = {
  queryKey: ['config'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => call<{ headerLinks: HeaderLink[]; tracking: boolean; sitesOrigin: string }>('/public/api/config', { auth: 'none', ...(signal ? { signal } : {}) }),
  staleTime: Infinity,
};

export function useAppConfig() {
  return useQuery(appConfigQuery);
}

/** The header's external links (the operator's, else the instance site's pages); none until they have loaded. */
export const useHeaderLinks = (): HeaderLink[] => useAppConfig().data?.headerLinks ?? [];
