/** Whose events a new webhook takes: the whole account, or one of the user's folios or websites. */
import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMyFoliosForDropDown } from '../../../api/folios.ts';
import { useWebsites } from '../../../api/websites.ts';
import { scopeValue } from './webhookText.ts';

/** As many websites as one page of the list holds (the API's largest page). */
const WEBSITES_LISTED = 100;

export function ScopeSelect({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation('profile');
  const folios = useMyFoliosForDropDown();
  const websites = useWebsites({ first: WEBSITES_LISTED });
  const data = [
    { group: t('webhooks.scopeSelect.account'), items: [{ value: 'account', label: t('webhooks.scope.account') }] },
    ...(folios.data?.length ? [{ group: t('webhooks.scopeSelect.oneFolio'), items: folios.data.map((f) => ({ value: scopeValue('folio', f.id), label: f.name || t('webhooks.scopeSelect.untitled') })) }] : []),
    ...(websites.data?.items.length ? [{ group: t('webhooks.scopeSelect.oneWebsite'), items: websites.data.items.map((w) => ({ value: scopeValue('website', w.id), label: w.name })) }] : []),
  ];
  const loading = folios.isPending || websites.isPending;
  return (
    <Select
      label={t('webhooks.scopeSelect.label')}
      description={loading ? t('webhooks.scopeSelect.loading') : t('webhooks.scopeSelect.text')}
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? 'account')}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('webhooks.scopeSelect.nothingFound')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="webhook-scope"
    />
  );
}
