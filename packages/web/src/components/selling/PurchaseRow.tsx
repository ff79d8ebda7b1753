/** One bought licence: what it is, what it cost, a link to what it gave and a bought file's Download (none once refunded). */
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { LICENSE_TYPE_INFO, formatDate, isLicenseType } from '@folio/model';
import { Link } from 'react-router';
import type { Purchase } from '../../api/selling.ts';

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
          {p.downloadUrl && (
            <Button component="a" href={p.downloadUrl} download size="compact-sm" leftSection={<IconDownload size={14} aria-hidden />} data-testid="purchase-download" aria-label={`Download ${p.itemName}`}>
              Download
            </Button>
          )}
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
