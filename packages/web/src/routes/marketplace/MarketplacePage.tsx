/**
 * /marketplace — folios others sell: search by title or author, a highest price, licence types; each card shows
 * the published licence options with what each allows, a preview of the published page, and "Add to cart".
 */
import { Anchor, Badge, Button, Container, EmptyState, Group, Image, MultiSelect, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconExternalLink, IconSearch } from '@tabler/icons-react';
import { LICENSE_TYPES, isLicenseType, ownsAlready, type LicenseType } from '@folio/model';
import { useState } from 'react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import type { Asset } from '@folio/model';
import { useAddToCart, useAssetMarketplace, useMarketplace, useOwnedLicences, usePublicOptions, type MarketplaceItem } from '../../api/selling.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { LicenseTerms } from '../../components/selling/LicenseTerms.tsx';
import { licenceAllows, licenceLabel } from '../../components/selling/licenceText.ts';
import { usePageTitle } from '../../lib/title.ts';
import { useSession } from '../../session/store.ts';


/** What a card shows of a folio, library or asset for sale. */
interface Listing {
  itemType: 'folio' | 'asset' | 'library';
  id: string;
  name: string;
  summary: string;
  author: { id: string; displayName: string };
  /** the published page (folios) */
  previewUrl: string | null;
  /** the card's picture: a folio's cover or an image of its pages, an asset's preview */
  imageUrl: string | null;
}

const fromFolio = (i: MarketplaceItem): Listing => ({ itemType: i.itemType, id: i.id, name: i.name, summary: i.summary, author: i.author, previewUrl: i.url, imageUrl: i.coverUrl ?? null });
const fromAsset = (a: Asset): Listing => ({ itemType: 'asset', id: a.id, name: a.title, summary: a.tags.join(', '), author: { id: a.authorId, displayName: a.authorName }, previewUrl: null, imageUrl: a.thumbnailUrl });

/** Over an option the buyer already holds (or holds a better one of): "You own this"; over a higher one, what it adds. */
function OwnedNote({ held, wanted, itemType }: { held: LicenseType[]; wanted: string | null; itemType: Listing['itemType'] }) {
  const { t } = useTranslation('selling');
  if (!held.length) return null;
  if (ownsAlready(held, wanted)) return null;
  const labels = held.map((type) => t('market.quoted', { name: licenceLabel(type) })).join(t('market.listSeparator'));
  return (
    <Text size="xs" c="dimmed" data-testid="market-upgrade">
      {isLicenseType(wanted) ? t('market.youHoldMore', { labels, allows: licenceAllows(wanted, itemType) }) : t('market.youHold', { labels })}
    </Text>
  );
}

function Options({ item }: { item: Listing }) {
  const { t } = useTranslation('selling');
  const options = usePublicOptions(item.id, true);
  const signedIn = useSession() !== null;
  const owned = useOwnedLicences(item.itemType, item.id, signedIn);
  const held = (owned.data?.licenseTypes ?? []).filter(isLicenseType);
  const add = useAddToCart();
  if (options.isPending) return <Skeleton h={40} />;
  return (
    <Stack gap={6}>
      {(options.data ?? []).map((o) => {
        const mine = ownsAlready(held, o.root.licenseType);
        return (
          <Group key={o.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="market-option">
            <Stack gap={2}>
              <LicenseTerms terms={o.root} itemType={item.itemType} />
              <OwnedNote held={held} wanted={o.root.licenseType} itemType={item.itemType} />
            </Stack>
            {mine ? (
              <Badge color="teal" variant="light" style={{ flexShrink: 0 }} data-testid="market-owned">
                {t('market.owned')}
              </Badge>
            ) : (
            <Button
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
              loading={add.isPending && add.variables?.licenseOptionId === o.id}
              onClick={() =>
                add.mutate(
                  { type: item.itemType, licenseOptionId: o.id },
                  {
                    onSuccess: () => notifications.show({ color: 'green', message: t('market.added', { name: item.name }) }),
                    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
                  },
                )
              }
              data-testid="market-add"
            >
              {t('market.add')}
            </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

function ItemCard({ item, own }: { item: Listing; own: boolean }) {
  const { t } = useTranslation('selling');
  const name = item.name || t('common:untitled');
  return (
    <Paper withBorder radius="lg" p="md" data-testid="market-card" data-item-id={item.id}>
      <Stack gap={8} h="100%">
        {item.imageUrl && (
          <Image src={item.imageUrl} alt={item.itemType === 'asset' ? t('market.previewOf', { name }) : t('market.coverOf', { name })} h={140} fit="cover" radius="md" bg="gray.1" loading="lazy" data-testid="market-cover" />
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {name}
          </Text>
          {item.itemType === 'library' && <Badge variant="light">{t('market.library')}</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="market.by"
            values={{ name: item.author.displayName }}
            components={{ anchor: <Anchor component={Link} to={`/people/${encodeURIComponent(item.author.id)}`} size="xs" /> }}
          />
        </Text>
        {item.summary && (
          <Text size="sm" lineClamp={3}>
            {item.summary}
          </Text>
        )}
        {own ? (
          <Text size="sm" c="dimmed">
            {item.itemType === 'asset' ? t('market.ownAsset') : t('market.ownFolio')}
          </Text>
        ) : (
          <Options item={item} />
        )}
        {item.previewUrl && (
          <Anchor href={item.previewUrl} target="_blank" rel="noopener" size="sm" mt="auto" data-testid="market-preview">
            <Group gap={4} component="span">
              {t('market.preview')} <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

export function MarketplacePage() {
  const { t } = useTranslation('selling');
  usePageTitle(t('market.title'));
  const session = useSession();
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const [price, setPrice] = useState('');
  const [licenses, setLicenses] = useState<string[]>([]);
  const [filters] = useDebouncedValue({ title: title.trim(), authorName: author.trim(), price: /^\d+(\.\d{1,2})?$/.test(price.trim()) ? price.trim() : '', licenses }, 300);
  const [kind, setKind] = useState<'folios' | 'assets'>('folios');
  const folios = useMarketplace(filters);
  const assets = useAssetMarketplace(filters, kind === 'assets');
  const market = kind === 'folios' ? folios : assets;
  const items: Listing[] = kind === 'folios' ? folios.items.map(fromFolio) : assets.items.map(fromAsset);
  const filtered = Boolean(filters.title || filters.authorName || filters.price || filters.licenses.length);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('market.title')}
          </Title>
          <Text c="dimmed" data-testid="market-subtitle">
            {kind === 'folios' ? t('market.subtitleFolios') : t('market.subtitleAssets')}
          </Text>
        </Stack>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'folios' | 'assets')}
          data={[
            { value: 'folios', label: t('market.folios') },
            { value: 'assets', label: t('market.assets') },
          ]}
          w="fit-content"
          data-testid="market-kind"
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput leftSection={<IconSearch size={16} />} label={t('market.filterTitle')} placeholder={t('market.filterTitlePlaceholder')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="market-title" />
          <TextInput label={t('market.filterAuthor')} placeholder={t('market.filterAuthorPlaceholder')} value={author} onChange={(e) => setAuthor(e.currentTarget.value)} data-testid="market-author" />
          <TextInput label={t('market.filterPrice')} placeholder={t('market.filterPricePlaceholder')} inputMode="decimal" value={price} onChange={(e) => setPrice(e.currentTarget.value)} error={price.trim() && !/^\d+(\.\d{1,2})?$/.test(price.trim()) ? t('market.filterPriceError') : undefined} data-testid="market-price" />
          <MultiSelect label={t('market.filterLicences')} placeholder={licenses.length ? undefined : t('market.filterLicencesAny')} data={LICENSE_TYPES.map((type) => ({ value: type, label: licenceLabel(type) }))} value={licenses} onChange={setLicenses} clearable data-testid="market-licenses" />
        </SimpleGrid>
        <ErrorAlert of={market} testId="market-error" />
        {market.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <Skeleton h={200} />
            <Skeleton h={200} />
          </SimpleGrid>
        ) : items.length === 0 && !market.isError ? (
          <EmptyState
            icon={<IconBuildingStore size={28} />}
            title={filtered ? t('market.noMatch') : t('market.emptyTitle')}
            description={filtered ? t('market.noMatchHint') : kind === 'folios' ? t('market.emptyFolios') : t('market.emptyAssets')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="market-grid">
            {items.map((item) => (
              <ItemCard key={item.id} item={item} own={item.author.id === session?.currentUserId} />
            ))}
          </SimpleGrid>
        )}
        {market.hasMore && (
          <Button variant="subtle" onClick={market.more} loading={market.loadingMore} data-testid="market-more">
            {t('market.more')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
