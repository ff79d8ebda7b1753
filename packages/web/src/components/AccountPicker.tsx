/** Picks accounts by name (or exact email) for receivers, shares and groups; never shows anyone's email. */
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { accountsByIds, searchAccounts } from '../api/people.ts';

export interface AccountPickerProps {
  label: string;
  description?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  /** accounts not to offer (e.g. yourself, the owner) */
  exclude?: string[];
  testId: string;
}

export function AccountPicker({ label, description, value, onChange, disabled, exclude = [], testId }: AccountPickerProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 250);
  const named = useQuery({ queryKey: ['accounts', 'byIds', value], queryFn: () => accountsByIds(value), enabled: value.length > 0 });
  const found = useQuery({ queryKey: ['accounts', 'search', term], queryFn: () => searchAccounts(term), enabled: term.length >= 2 });
  const options = useMemo(() => {
    const all = new Map<string, string>();
    for (const a of named.data ?? []) all.set(a.id, a.displayName);
    for (const a of found.data ?? []) if (!exclude.includes(a.id)) all.set(a.id, a.displayName);
    for (const id of value) if (!all.has(id)) all.set(id, named.isPending ? t('accountPicker.loading') : t('accountPicker.unknown'));
    return [...all].map(([v, l]) => ({ value: v, label: l }));
  }, [named.data, named.isPending, found.data, value, exclude, t]);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length ? '' : t('accountPicker.placeholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: list }) => list}
      nothingFoundMessage={term.length >= 2 ? (found.isFetching ? t('accountPicker.searching') : t('accountPicker.noneFound')) : t('accountPicker.typeMore', { count: 2 })}
      data={options}
      value={value}
      disabled={disabled}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
