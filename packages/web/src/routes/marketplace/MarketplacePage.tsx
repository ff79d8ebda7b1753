/**
 * /marketplace — folios others sell: search by title or author, a highest price, licence types; each card shows
 * the published licence options with what each allows, a preview of the published page, and "Add to cart".
 */
import { Anchor, Badge, Button, Container, EmptyState, Group, Image, MultiSelect, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconExternalLink, IconSearch } from '@tabler/icons-react';
import { LICENSE_TYPES, LICENSE_TYPE_INFO, isLicenseType, licenceAllowsText, ownsAlready, type LicenseType } from '@folio/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import type { Asset } from '@folio/model';
import { useAddToCart, useAssetMarketplace, useMarketplace, useOwnedLicences, usePublicOptions, type MarketplaceItem } from '../../api/selling.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { LicenseTerms } from '../../components/selling/LicenseTerms.tsx';
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
  if (!held.length) return null;
  if (ownsAlready(held, wanted)) return null;
  const labels = held.map((t) => `“${LICENSE_TYPE_INFO[t].label}”`).join(', ');
  const more = isLicenseType(wanted) ? ` This one lets you ${licenceAllowsText(wanted, itemType).join(', ')}.` : '';
  return (
    <Text size="xs" c="dimmed" data-testid="market-upgrade">
      You hold {labels}.{more}
    </Text>
  );
}

function Options({ item }: { item: Listing }) {
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
                You own this
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
                    onSuccess: () => notifications.show({ color: 'green', message: `Added “${item.name}” to your cart.` }),
                    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
                  },
                )
              }
              data-testid="market-add"
            >
              Add to cart
            </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

function ItemCard({ item, own }: { item: Listing; own: boolean }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="market-card" data-item-id={item.id}>
      <Stack gap={8} h="100%">
        {item.imageUrl && (
          <Image src={item.imageUrl} alt={item.itemType === 'asset' ? `Preview of “${item.name || 'Untitled'}”` : `Cover of “${item.name || 'Untitled'}”`} h={140} fit="cover" radius="md" bg="gray.1" loading="lazy" data-testid="market-cover" />
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {item.name || 'Untitled'}
          </Text>
          {item.itemType === 'library' && <Badge variant="light">Library</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          By{' '}
          <Anchor component={Link} to={`/people/${encodeURIComponent(item.author.id)}`} size="xs">
            {item.author.displayName}
          </Anchor>
        </Text>
        {item.summary && (
          <Text size="sm" lineClamp={3}>
            {item.summary}
          </Text>
        )}
        {own ? (
          <Text size="sm" c="dimmed">
            {item.itemType === 'asset' ? 'Your own asset: change its licences from your assets.' : 'Your own folio: change its licences in its settings.'}
          </Text>
        ) : (
          <Options item={item} />
        )}
        {item.previewUrl && (
          <Anchor href={item.previewUrl} target="_blank" rel="noopener" size="sm" mt="auto" data-testid="market-preview">
            <Group gap={4} component="span">
              Preview the published page <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

export function MarketplacePage() {
  usePageTitle('Marketplace');
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
            Marketplace
          </Title>
          <Text c="dimmed" data-testid="market-subtitle">
            {kind === 'folios' ? 'Folios others sell, with the licence you need. Free ones are under Templates.' : 'Images and files others sell, with the licence you need.'}
          </Text>
        </Stack>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'folios' | 'assets')}
          data={[
            { value: 'folios', label: 'Folios' },
            { value: 'assets', label: 'Assets' },
          ]}
          w="fit-content"
          data-testid="market-kind"
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput leftSection={<IconSearch size={16} />} label="Title" placeholder="Search by title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="market-title" />
          <TextInput label="Author" placeholder="Author's name" value={author} onChange={(e) => setAuthor(e.currentTarget.value)} data-testid="market-author" />
          <TextInput label="Highest price" placeholder="e.g. 25" inputMode="decimal" value={price} onChange={(e) => setPrice(e.currentTarget.value)} error={price.trim() && !/^\d+(\.\d{1,2})?$/.test(price.trim()) ? "A number, like 25 or 9.99" : undefined} data-testid="market-price" />
          <MultiSelect label="Licences" placeholder={licenses.length ? undefined : 'Any'} data={LICENSE_TYPES.map((t) => ({ value: t, label: LICENSE_TYPE_INFO[t].label }))} value={licenses} onChange={setLicenses} clearable data-testid="market-licenses" />
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
            title={filtered ? 'Nothing matches' : 'Nothing for sale yet'}
            description={filtered ? 'Loosen a filter.' : kind === 'folios' ? 'When someone offers licences to a public, published folio, it shows up here. Offer yours from a folio’s settings.' : 'When someone sells licences to a public asset, it shows up here. Offer yours from an asset’s panel.'}
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
            Show more
          </Button>
        )}
      </Stack>
    </Container>
  );
}
