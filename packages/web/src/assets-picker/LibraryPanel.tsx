/**
 * The picker's library: search (title words and #tags), upload with progress bars (a finished upload is selected
 * and can be chosen at once), the grid with loading, empty and error states, and "Show more".
 */
import { Button, EmptyState, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { assetKeys, useAssets, type Asset, type AssetKind } from '../api/assets.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { UploadList } from '../uploads/UploadList.tsx';
import { UploadZone } from '../uploads/UploadZone.tsx';
import { useUploader } from '../uploads/useAssetUploader.ts';
import { AssetGrid } from './AssetGrid.tsx';
import { pickerSearch } from './choice.ts';
import { ResultCount } from '../components/ResultCount.tsx';

const PAGE = 24;

const KIND_WORDS: Record<AssetKind, string> = { image: 'images', video: 'videos', audio: 'audio files', file: 'files' };

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
  const what = kind ? KIND_WORDS[kind] : 'assets';

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        leftSection={<IconSearch size={16} aria-hidden />}
        label={`Search your ${what}`}
        placeholder="Title words, or #tag"
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
        hint={kind === 'image' ? 'Images upload into your assets and can be chosen once stored.' : 'Files upload into your assets and can be chosen once stored.'}
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
          <EmptyState icon={<IconSearch size={28} />} variant="light" title={`No matching ${what}`} description="Try other words, or fewer tags." data-testid="picker-empty" />
        ) : (
          <EmptyState
            icon={<IconPhoto size={28} />}
            variant="light"
            title={`No ${what} yet`}
            description="Upload one above; it is saved in your assets and can be used anywhere."
            data-testid="picker-empty"
          />
        )
      ) : (
        <>
          <AssetGrid items={shown} selectedId={selected?.id ?? null} onSelect={onSelect} onChoose={onChoose} label={`Your ${what}`} />
          {total > items.length && (
            <Group justify="center">
              <Button variant="subtle" onClick={() => setFirst((n) => n + PAGE)} loading={assets.isFetching} data-testid="picker-more">
                Show more
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
