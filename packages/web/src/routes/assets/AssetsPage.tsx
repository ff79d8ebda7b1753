import { Button, CloseButton, Container, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhoto, IconSearch, IconShare, IconShoppingBag } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useAssetPages, useAssets, type Asset } from '../../api/assets.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';
import { UnfinishedUploads } from '../../uploads/UnfinishedUploads.tsx';
import { UploadList } from '../../uploads/UploadList.tsx';
import { UploadZone } from '../../uploads/UploadZone.tsx';
import { useAssetUploader } from '../../uploads/useAssetUploader.ts';
import { AssetCard } from './AssetCard.tsx';
import { AssetDrawer } from './AssetDrawer.tsx';
import { ASSET_TABS, buildAssetQuery, isAssetTab, type AssetTab } from './query.ts';
import { ResultCount } from '../../components/ResultCount.tsx';

const PAGE = 24;


function emptyOf(t: TFunction, tab: AssetTab): { icon: typeof IconPhoto; title: string; description: string } {
  if (tab === 'shared') return { icon: IconShare, title: t('page.empty.sharedTitle'), description: t('page.empty.shared') };
  if (tab === 'purchased') return { icon: IconShoppingBag, title: t('page.empty.purchasedTitle'), description: t('page.empty.purchased') };
  return { icon: IconPhoto, title: t('page.empty.ownedTitle'), description: t('page.empty.owned') };
}

function tabLabel(t: TFunction, tab: AssetTab): string {
  if (tab === 'shared') return t('page.tabs.shared');
  if (tab === 'purchased') return t('page.tabs.purchased');
  return t('page.tabs.owned');
}

function AssetGrid({ tab, search, onOpen }: { tab: AssetTab; search: string; onOpen: (asset: Asset) => void }) {
  const { t } = useTranslation('assets');
  const assets = useAssetPages(buildAssetQuery({ tab, search, first: PAGE }), PAGE);
  const { items, total } = assets;
  const empty = emptyOf(t, tab);

  return (
    <Stack gap="sm">
      {/* An empty list says so once, in the empty state below. */}
      <ResultCount total={assets.isPending ? undefined : total} estimate={assets.totalIsEstimate} loading={assets.isFetching} size="sm" testId="assets-results" />
      <ErrorAlert of={assets} testId="assets-error" />
      {assets.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" data-testid="assets-loading">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 && !assets.isError ? (
        search.trim() ? (
          <EmptyState icon={<IconSearch size={28} />} variant="light" title={t('page.noResults')} description={t('page.noResultsHelp')} data-testid="assets-empty" />
        ) : (
          <EmptyState icon={<empty.icon size={28} />} variant="light" title={empty.title} description={empty.description} data-testid="assets-empty" />
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" data-testid="asset-grid">
            {items.map((asset) => (
              <AssetCard key={asset.id} asset={asset} onOpen={onOpen} />
            ))}
          </SimpleGrid>
          {assets.hasMore && (
            <Button variant="subtle" onClick={assets.more} loading={assets.loadingMore} w="fit-content" mx="auto" data-testid="assets-more">
              {t('showMore')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/** The asset library: upload zone with progress, tabs for owned / shared / purchased, search, grid, detail drawer. */
export function AssetsPage() {
  const { t } = useTranslation('assets');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const tab: AssetTab = isAssetTab(params.get('tab')) ? (params.get('tab') as AssetTab) : 'owned';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [lastSelected, setLastSelected] = useState<Asset | null>(null);
  const { uploader, items: uploads } = useAssetUploader();
  const chooser = useRef<HTMLInputElement>(null);

  // The drawer shows the freshest copy from the current list (after a save the list reloads).
  const listed = useAssets(buildAssetQuery({ tab, search: debounced, first: PAGE })).data?.items.find((a) => a.id === selectedId);
  const selected = selectedId ? (listed ?? lastSelected) : null;

  const setTab = (value: string | null) => {
    if (!isAssetTab(value)) return;
    const next = new URLSearchParams(params);
    if (value === 'owned') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const setQuery = (value: string) => {
    setSearch(value);
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="assets-heading">
            {t('page.title')}
          </Title>
          <Text c="dimmed">{t('page.subtitle')}</Text>
        </Stack>

        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t('page.upload')}>
          <Stack gap="sm">
            <UploadZone onFiles={(files) => uploader.addFiles(files)} compact={uploads.length > 0} inputRef={chooser} />
            <UnfinishedUploads running={uploads} onChoose={() => chooser.current?.click()} />
            <UploadList items={uploads} uploader={uploader} />
          </Stack>
        </Paper>

        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            {ASSET_TABS.length > 1 && (
              <Tabs.List aria-label={t('page.tabs.label')}>
                {ASSET_TABS.map((tab) => (
                  <Tabs.Tab key={tab} value={tab} data-testid={`assets-tab-${tab}`}>
                    {tabLabel(t, tab)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            )}
            <TextInput
              placeholder={t('page.searchPlaceholder')}
              aria-label={t('page.searchLabel')}
              leftSection={<IconSearch size={16} />}
              rightSection={search ? <CloseButton size="sm" aria-label={t('page.clearSearch')} onClick={() => setQuery('')} /> : null}
              value={search}
              onChange={(e) => setQuery(e.currentTarget.value)}
              w={{ base: '100%', xs: 280 }}
              data-testid="assets-search"
            />
          </Group>
          {ASSET_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <AssetGrid
                tab={tab}
                search={debounced}
                onOpen={(asset) => {
                  setSelectedId(asset.id);
                  setLastSelected(asset);
                }}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <AssetDrawer asset={selected} onClose={() => setSelectedId(null)} />
    </Container>
  );
}
