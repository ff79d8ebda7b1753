import { useQuery } from '@tanstack/react-query';
import { call } from './client.ts';

export interface HeaderLink {
  label: string;
  href: string;
}

/** GET /public/api/config: this installation's settings (the header's external links). They change only with a restart. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => call<{ headerLinks: HeaderLink[] }>('/public/api/config', { auth: 'none', signal }),
    staleTime: Infinity,
  });
}

/** The header's external links; none until they have loaded, or when the operator set none. */
export const useHeaderLinks = (): HeaderLink[] => useAppConfig().data?.headerLinks ?? [];
