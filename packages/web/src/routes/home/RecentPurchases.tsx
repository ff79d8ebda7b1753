/** The dashboard's "Purchased": the latest licences bought, or where to find some. */
import { Anchor, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { usePurchases } from '../../api/selling.ts';
import { PurchaseRow } from '../../components/selling/PurchaseRow.tsx';

export function RecentPurchases() {
  const { t } = useTranslation('home');
  const purchases = usePurchases(null);
  if (purchases.isPending) return <Skeleton h={60} />;
  const items = (purchases.data?.items ?? []).slice(0, 3);
  if (!items.length) {
    return (
      <EmptyState
        size="sm"
        icon={<IconShoppingBag size={24} />}
        title={t('purchases.emptyTitle')}
        description={
          <Trans t={t} i18nKey="purchases.emptyDescription" components={{ anchor: <Anchor component={Link} to="/marketplace" /> }} />
        }
      />
    );
  }
  return (
    <Stack gap="xs">
      {items.map((p) => (
        <PurchaseRow key={p.id} p={p} />
      ))}
      <Anchor component={Link} to="/purchases" size="sm">
        {t('purchases.all')}
      </Anchor>
    </Stack>
  );
}
