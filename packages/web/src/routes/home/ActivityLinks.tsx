import { Button, Group } from '@mantine/core';
import { IconCash, IconChartLine, IconSend, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { FEATURES } from '../../lib/features.ts';

/** The dashboard's way to the screens about what the user did and earned, besides the account menu. */
export function ActivityLinks() {
  const { t } = useTranslation('home');
  const links = [
    { to: '/analytics', label: t('activity.analytics'), icon: IconChartLine, shown: true },
    { to: '/sales', label: t('activity.sales'), icon: IconCash, shown: FEATURES.marketplace },
    { to: '/purchases', label: t('activity.purchased'), icon: IconShoppingBag, shown: FEATURES.marketplace },
    { to: '/submissions', label: t('activity.submissions'), icon: IconSend, shown: true },
  ].filter((link) => link.shown);
  return (
    <Group component="nav" aria-label={t('activity.label')} gap="xs" data-testid="dashboard-activity">
      {links.map(({ to, label, icon: Icon }) => (
        <Button key={to} component={Link} to={to} variant="default" size="xs" radius="xl" leftSection={<Icon size={14} aria-hidden />}>
          {label}
        </Button>
      ))}
    </Group>
  );
}
