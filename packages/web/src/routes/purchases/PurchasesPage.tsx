/**
 * /purchases — what the user bought, by kind (folios, assets, libraries, account types): each opens what it gave
 * (the copy in the editor, the asset's file, the shared library). Refunded ones are marked and open nothing.
 */
import { Anchor, Container, EmptyState, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { usePurchases } from '../../api/selling.ts';
import { PurchaseRow } from '../../components/selling/PurchaseRow.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { translate } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/title.ts';

const TABS = [
  { value: 'all', label: () => translate('selling:purchases.tabs.all') },
  { value: 'folio', label: () => translate('selling:purchases.tabs.folios') },
  { value: 'asset', label: () => translate('selling:purchases.tabs.assets') },
  { value: 'library', label: () => translate('selling:purchases.tabs.libraries') },
  { value: 'accountLicense', label: () => translate('selling:purchases.tabs.account') },
] as const;


export function PurchasesPage() {
  const { t } = useTranslation('selling');
  usePageTitle(t('purchases.title'));
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((entry) => entry.value === params.get('tab')) ? params.get('tab')! : 'all';
  const purchases = usePurchases(tab === 'all' ? null : tab);
  const items = purchases.data?.items ?? [];
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('purchases.title')}
        </Title>
        <Tabs value={tab} onChange={(v) => setParams(v && v !== 'all' ? { tab: v } : {}, { replace: true })}>
          <Tabs.List>
            {TABS.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value} data-testid={`purchases-tab-${entry.value}`}>
                {entry.label()}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ErrorAlert of={purchases} testId="purchases-error" />
        {purchases.isPending ? (
          <Skeleton h={80} />
        ) : items.length === 0 ? (
          <EmptyState icon={<IconShoppingBag size={28} />} title={t('purchases.emptyTitle')} description={<Trans t={t} i18nKey="purchases.emptyHint" components={{ anchor: <Anchor component={Link} to="/marketplace" /> }} />} />
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
