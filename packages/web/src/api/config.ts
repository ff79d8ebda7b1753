import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

export interface HeaderLink {
  label: string;
  href: string;
}

/** GET /public/api/config: this installation's settings (header links, whether the app keeps a site session). They change only with a restart. */
export const appConfigQuery = {
  queryKey: ['config'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => call<{ headerLinks: HeaderLink[]; tracking: boolean; sitesOrigin: string }>('/public/api/config', { auth: 'none', ...(signal ? { signal } : {}) }),
  staleTime: Infinity,
};

export function useAppConfig() {
  return useQuery(appConfigQuery);
}

/** The header's external links; none until they have loaded, or when the operator set none. */
export const useHeaderLinks = (): HeaderLink[] => useAppConfig().data?.headerLinks ?? [];
