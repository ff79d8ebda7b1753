/**
 * The picker's library: search (title words and #tags), upload with progress bars (a finished upload is selected
 * and can be chosen at once), the grid with loading, empty and error states, and "Show more".
 */
import { Button, EmptyState, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { assetKeys, useAssets, type Asset, type AssetKind } from '../api/assets.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { UploadList } from '../uploads/UploadList.tsx';
import { UploadZone } from '../uploads/UploadZone.tsx';
import { useUploader } from '../uploads/useAssetUploader.ts';
import { AssetGrid } from './AssetGrid.tsx';
import { pickerSearch } from './choice.ts';
import { ResultCount } from '../components/ResultCount.tsx';

const PAGE = 24;

/** The words naming what the picker lists: every asset, or one kind. */
type Listed = 'assets' | AssetKind;

export function LibraryPanel({
  kind,
  selected,
  onSelect,
  onChoose,
}: {
  kind: AssetKind | null;
  selected: Asset | null;
  onSelect: (asset: Asset) => void;
  onChoose: (asset: Asset) => void;
}) {
  const { t } = useTranslation('assets');
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [first, setFirst] = useState(PAGE);
  const assets = useAssets(pickerSearch({ source: 'owned', search: debounced, kind, first }));
  const { uploader, items: uploads } = useUploader<Asset>({
    onSaved: (asset) => {
      void client.invalidateQueries({ queryKey: assetKeys.all });
      if (!kind || asset.data.meta.type === kind) onSelect(asset);
    },
    ...(kind === 'image' ? { restrictions: { allowedFileTypes: ['image/*'] } } : {}),
  });
  const items = assets.data?.items ?? [];
  // A new upload is selectable before the list has been read again.
  const shown = selected && !items.some((a) => a.id === selected.id) && !debounced.trim() ? [selected, ...items] : items;
  const total = assets.data?.total ?? 0;
  const what: Listed = kind ?? 'assets';

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('picker.search', { what })}
        placeholder={t('picker.searchPlaceholder')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setFirst(PAGE);
        }}
        data-testid="picker-search"
      />
      <UploadZone
        compact
        onFiles={(files) => uploader.addFiles(files)}
        accept={kind === 'image' ? 'image/*' : undefined}
        hint={kind === 'image' ? t('picker.uploadImages') : t('picker.uploadFiles')}
      />
      <UploadList items={uploads} uploader={uploader} />
      <ResultCount total={assets.data ? total : undefined} loading={assets.isFetching} showEmpty size="sm" testId="picker-results" />
      <ErrorAlert of={assets} testId="picker-error" />
      {assets.isPending ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" data-testid="picker-loading" aria-busy>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 && !assets.isError ? (
        debounced.trim() ? (
          <EmptyState icon={<IconSearch size={28} />} variant="light" title={t('picker.noMatch', { what })} description={t('page.noResultsHelp')} data-testid="picker-empty" />
        ) : (
          <EmptyState
            icon={<IconPhoto size={28} />}
            variant="light"
            title={t('picker.none', { what })}
            description={t('picker.noneHelp')}
            data-testid="picker-empty"
          />
        )
      ) : (
        <>
          <AssetGrid items={shown} selectedId={selected?.id ?? null} onSelect={onSelect} onChoose={onChoose} label={t('picker.yours', { what })} />
          {total > items.length && (
            <Group justify="center">
              <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={assets.isFetching} data-testid="picker-more">
                {t('showMore')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
