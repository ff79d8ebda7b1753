import { Button, Group } from '@mantine/core';
import { IconCash, IconChartLine, IconSend, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FEATURES } from '../../lib/features.ts';

/** The dashboard's way to the screens about what the user did and earned, besides the account menu. */
export function ActivityLinks() {
  const links = [
    { to: '/analytics', label: 'Analytics', icon: IconChartLine, shown: true },
    { to: '/sales', label: 'Sales', icon: IconCash, shown: FEATURES.marketplace },
    { to: '/purchases', label: 'Purchased', icon: IconShoppingBag, shown: FEATURES.marketplace },
    { to: '/submissions', label: 'Your submissions', icon: IconSend, shown: true },
  ].filter((link) => link.shown);
  return (
    <Group component="nav" aria-label="Your activity" gap="xs" data-testid="dashboard-activity">
      {links.map(({ to, label, icon: Icon }) => (
        <Button key={to} component={Link} to={to} variant="default" size="xs" radius="xl" leftSection={<Icon size={14} aria-hidden />}>
          {label}
        </Button>
      ))}
    </Group>
  );
}
