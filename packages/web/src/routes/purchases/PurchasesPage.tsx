/**
 * /purchases — what the user bought, by kind (folios, assets, libraries, account types): each opens what it gave
 * (the copy in the editor, the asset's file, the shared library). Refunded ones are marked and open nothing.
 */
import { Anchor, Container, EmptyState, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePurchases } from '../../api/selling.ts';
import { PurchaseRow } from '../../components/selling/PurchaseRow.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { usePageTitle } from '../../lib/title.ts';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'folio', label: 'Folios' },
  { value: 'asset', label: 'Assets' },
  { value: 'library', label: 'Libraries' },
  { value: 'accountLicense', label: 'Account' },
] as const;


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
