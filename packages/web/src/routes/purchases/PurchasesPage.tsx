/**
 * /purchases — what the user bought, by kind (folios, assets, libraries, account types): each opens what it gave
 * (the copy in the editor, the asset's file, the shared library). Refunded ones are marked and open nothing.
 */
import { Anchor, Badge, Container, EmptyState, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { LICENSE_TYPE_INFO, formatDate, isLicenseType } from '@folio/model';
import { Link, useSearchParams } from 'react-router';
import { usePurchases, type Purchase } from '../../api/selling.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'folio', label: 'Folios' },
  { value: 'asset', label: 'Assets' },
  { value: 'library', label: 'Libraries' },
  { value: 'accountLicense', label: 'Account' },
] as const;

function openLink(p: Purchase): { to: string; label: string } | null {
  if (p.status !== 'paid') return null;
  if (p.itemType === 'folio' && p.grantedFolioId) return { to: `/folios/${encodeURIComponent(p.grantedFolioId)}/edit`, label: 'Open your copy' };
  if (p.itemType === 'folio' && p.itemId) return { to: `/folios/${encodeURIComponent(p.itemId)}/edit`, label: 'Open' };
  if (p.itemType === 'asset') return { to: '/assets?tab=purchased', label: 'In your assets' };
  if (p.itemType === 'library' && p.itemId) return { to: `/libraries/${encodeURIComponent(p.itemId)}`, label: 'Open the library' };
  if (p.itemType === 'accountLicense') return { to: '/profile', label: 'Your account' };
  return null;
}

export function PurchaseRow({ p }: { p: Purchase }) {
  const open = openLink(p);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="purchase-row" data-status={p.status}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {p.itemName}
          </Text>
          <Text size="xs" c="dimmed">
            {p.itemType === 'accountLicense' ? 'Account type, one year' : isLicenseType(p.licenseType) ? LICENSE_TYPE_INFO[p.licenseType].label : 'Licence'} ·{' '}
            {p.amount} {p.currency} · {formatDate(p.paidAt ?? p.createdAt)}
            {p.seller ? ` · from ${p.seller.displayName}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          {p.status === 'refunded' && <Badge color="gray">Refunded</Badge>}
          {open && (
            <Anchor component={Link} to={open.to} size="sm" data-testid="purchase-open">
              {open.label}
            </Anchor>
          )}
          <Anchor component={Link} to={`/purchases/orders/${encodeURIComponent(p.orderId)}`} size="sm" c="dimmed">
            Receipt
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

export function PurchasesPage() {
  usePageTitle('Purchased');
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'all';
  const purchases = usePurchases(tab === 'all' ? null : tab);
  const items = purchases.data?.items ?? [];
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Purchased
        </Title>
        <Tabs value={tab} onChange={(v) => setParams(v && v !== 'all' ? { tab: v } : {}, { replace: true })}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} data-testid={`purchases-tab-${t.value}`}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ErrorAlert of={purchases} testId="purchases-error" />
        {purchases.isPending ? (
          <Skeleton h={80} />
        ) : items.length === 0 ? (
          <EmptyState icon={<IconShoppingBag size={28} />} title="Nothing here yet" description={<>Licences you buy in the <Anchor component={Link} to="/marketplace">marketplace</Anchor> show up here.</>} />
        ) : (
          <Stack gap="xs" data-testid="purchases-list">
            {items.map((p) => (
              <PurchaseRow key={p.id} p={p} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
