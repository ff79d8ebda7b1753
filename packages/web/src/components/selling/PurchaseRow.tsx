/** One bought licence: what it is, what it cost, a link to what it gave and a bought file's Download (none once refunded). */
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { isLicenseType } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { Purchase } from '../../api/selling.ts';
import { translate } from '../../i18n/i18n.ts';
import { formatDate } from '../../i18n/format.ts';
import { licenceLabel } from './licenceText.ts';
import { amountText } from './money.ts';

function openLink(p: Purchase): { to: string; label: string } | null {
  if (p.status !== 'paid') return null;
  if (p.itemType === 'folio' && p.grantedFolioId) return { to: `/folios/${encodeURIComponent(p.grantedFolioId)}/edit`, label: translate('selling:purchase.openCopy') };
  if (p.itemType === 'folio' && p.itemId) return { to: `/folios/${encodeURIComponent(p.itemId)}/edit`, label: translate('selling:purchase.open') };
  if (p.itemType === 'asset') return { to: '/assets?tab=purchased', label: translate('selling:purchase.inAssets') };
  if (p.itemType === 'library' && p.itemId) return { to: `/libraries/${encodeURIComponent(p.itemId)}`, label: translate('selling:purchase.openLibrary') };
  if (p.itemType === 'accountLicense') return { to: '/profile', label: translate('selling:purchase.account') };
  return null;
}

export function PurchaseRow({ p }: { p: Purchase }) {
  const { t } = useTranslation('selling');
  const open = openLink(p);
  const what = p.itemType === 'accountLicense' ? t('accountType') : isLicenseType(p.licenseType) ? licenceLabel(p.licenseType) : t('licence.generic');
  const line = t('purchase.line', { what, amount: amountText(p.amount, p.currency), date: formatDate(p.paidAt ?? p.createdAt) });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="purchase-row" data-status={p.status}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {p.itemName}
          </Text>
          <Text size="xs" c="dimmed">
            {p.seller ? t('purchase.lineFrom', { line, seller: p.seller.displayName }) : line}
          </Text>
        </Stack>
        <Group gap="xs">
          {p.status === 'refunded' && <Badge color="gray">{t('status.refunded')}</Badge>}
          {p.downloadUrl && (
            <Button component="a" href={p.downloadUrl} download size="compact-sm" leftSection={<IconDownload size={14} aria-hidden />} data-testid="purchase-download" aria-label={t('purchase.downloadItem', { name: p.itemName })}>
              {t('purchase.download')}
            </Button>
          )}
          {open && (
            <Anchor component={Link} to={open.to} size="sm" data-testid="purchase-open">
              {open.label}
            </Anchor>
          )}
          <Anchor component={Link} to={`/purchases/orders/${encodeURIComponent(p.orderId)}`} size="sm" c="dimmed">
            {t('purchase.receipt')}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}
