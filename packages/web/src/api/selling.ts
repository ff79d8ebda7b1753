/** Licence options and the marketplace (spec §7): what the web app uses of them so far (free templates). */
import type { LicenseOptionRoot, MarketplaceItem } from '@folio/model';

export type { MarketplaceItem } from '@folio/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

export interface LicenseOption {
  id: string;
  itemType: 'folio' | 'asset' | 'library';
  itemId: string;
  idx: number;
  root: LicenseOptionRoot;
  published: LicenseOptionRoot | null;
}

const optionsKey = (itemId: string) => ['licenseOptions', itemId] as const;

export function useLicenseOptions(itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: optionsKey(itemId),
    queryFn: () => call<LicenseOption[]>(`/api/licenseOptions/${encodeURIComponent(itemId)}`, { query: { forEditing: true } }),
    enabled,
  });
}

/** Offers the folio free under a licence type (a new option, published at once), or withdraws its free offers. */
export function useTemplateOffer(folioId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ licenseType, current }: { licenseType: string | null; current: LicenseOption[] }) => {
      for (const option of current) await call<void>(`/api/licenseOptions/${option.id}`, { method: 'DELETE' });
      if (!licenseType) return;
      const id = await call<string>('/api/licenseOptions', { method: 'POST', query: { index: true }, body: { itemType: 'folio', itemId: folioId, root: { price: '0' } } });
      await call(`/api/licenseOptions/publish/${encodeURIComponent(id)}`, { method: 'PATCH', body: { root: { price: '0', licenseType } } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: optionsKey(folioId) }),
  });
}

export const COPY_LICENSES = ['personal', 'edit', 'submissions', 'site', 'resale'] as const;

export function useTemplates(first: number, title: string) {
  return useQuery({
    queryKey: ['templates', first, title],
    queryFn: () =>
      call<{ items: MarketplaceItem[]; total: number }>('/api/marketplace/folios', {
        query: { first, after: 0, isPurchasable: false, licenses: [...COPY_LICENSES], ...(title ? { title } : {}) },
      }),
  });
}
