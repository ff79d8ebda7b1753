/** Whose events a new webhook takes: the whole account, or one of the user's folios or websites. */
import { Select } from '@mantine/core';
import { useMyFoliosForDropDown } from '../../../api/folios.ts';
import { useWebsites } from '../../../api/websites.ts';
import { scopeValue } from './webhookText.ts';

/** As many websites as one page of the list holds (the API's largest page). */
const WEBSITES_LISTED = 100;

export function ScopeSelect({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (value: string) => void }) {
  const folios = useMyFoliosForDropDown();
  const websites = useWebsites({ first: WEBSITES_LISTED });
  const data = [
    { group: 'Account', items: [{ value: 'account', label: 'All your folios and websites' }] },
    ...(folios.data?.length ? [{ group: 'One folio', items: folios.data.map((f) => ({ value: scopeValue('folio', f.id), label: f.name || 'Untitled folio' })) }] : []),
    ...(websites.data?.items.length ? [{ group: 'One website', items: websites.data.items.map((w) => ({ value: scopeValue('website', w.id), label: w.name })) }] : []),
  ];
  const loading = folios.isPending || websites.isPending;
  return (
    <Select
      label="Whose events"
      description={loading ? 'Loading your folios and websites…' : 'Your whole account, or only one of your folios or websites'}
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? 'account')}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No folio or website of yours by that name"
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="webhook-scope"
    />
  );
}
