/** Built-in templates (issue 32): the gallery's list and "Use this template". */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuiltinTemplateSummary, BuiltinTemplateUse } from '@folio/model';
import { call } from './client.ts';

export const builtinTemplateKeys = { list: ['templates', 'builtin'] as const };

/** GET /api/templates/builtin: every built-in template, in the shipped order (they change only with Folio). */
export function useBuiltinTemplates() {
  return useQuery({
    queryKey: builtinTemplateKeys.list,
    queryFn: ({ signal }) => call<{ items: BuiltinTemplateSummary[] }>('/api/templates/builtin', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** POST /api/templates/builtin/{slug}/use: the caller's own folio (or website and its pages); the lists then refresh. */
export function useBuiltinTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => call<BuiltinTemplateUse>(`/api/templates/builtin/${encodeURIComponent(slug)}/use`, { method: 'POST' }),
    onSuccess: (made) => {
      void client.invalidateQueries({ queryKey: ['folios'] });
      void client.invalidateQueries({ queryKey: ['assets'] });
      if (made.websiteId) void client.invalidateQueries({ queryKey: ['websites'] });
    },
  });
}
