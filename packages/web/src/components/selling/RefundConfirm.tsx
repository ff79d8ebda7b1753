/**
 * The seller's confirmation of a refund (issue 26): before the red button, what the refund covers — every item of the
 * order and what the buyer loses with it, the amount returned, and each folio that will be deleted (the buyer's copy,
 * the copies made from it).
 */
import { Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { RefundPreview, RefundTakesBack } from '@folio/model';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { useRefundPreview } from '../../api/selling.ts';
import { translate } from '../../i18n/i18n.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { licenceLabelFromServer } from './licenceText.ts';
import { amountText } from './money.ts';

const LOSES: Record<RefundTakesBack, () => string> = {
  copy: () => translate('selling:refund.loses.copy'),
  view: () => translate('selling:refund.loses.view'),
  file: () => translate('selling:refund.loses.file'),
  accountLicense: () => translate('selling:refund.loses.accountLicense'),
  nothing: () => translate('selling:refund.loses.nothing'),
};

function Covers({ preview }: { preview: RefundPreview }) {
  const { t } = useTranslation('selling');
  const { buyer, total, currency, items, copies } = preview;
  return (
    <Stack gap="sm" data-testid="refund-preview">
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="refund.covers"
          values={{ buyer: buyer.displayName, amount: amountText(total, currency), count: items.length }}
          components={{ bold: <Text span fw={700} /> }}
        />
      </Text>
      <List size="sm" spacing={4}>
        {items.map((i, n) => (
          <List.Item key={n} data-testid="refund-preview-item">
            {t('refund.item', { name: i.itemName, licence: licenceLabelFromServer(i.licence), amount: amountText(i.amount, currency), loses: LOSES[i.takesBack]() })}
          </List.Item>
        ))}
      </List>
      {copies.length > 0 && (
        <>
          <Text size="sm">{t('refund.copiesDeleted', { count: copies.length })}</Text>
          <List size="sm" spacing={4}>
            {copies.map((c) => (
              <List.Item key={c.id} data-testid="refund-preview-copy">
                {c.buyers ? t('refund.buyersCopy', { name: c.name, owner: c.ownerName }) : t('refund.madeFrom', { name: c.name, owner: c.ownerName })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="sm" c="dimmed">
        {t('refund.buyerTold')}
      </Text>
    </Stack>
  );
}

export function RefundConfirm({ orderId, onClose, pending, onConfirm }: { orderId: string | null; onClose: () => void; pending: boolean; onConfirm: (orderId: string) => void }) {
  const { t } = useTranslation('selling');
  const preview = useRefundPreview(orderId);
  // Composed without Modal's <header> (a second banner landmark on the page); the title still names the dialog.
  return (
    <Modal.Root opened={orderId !== null} onClose={onClose} centered data-testid="sale-refund-dialog">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Stack>
            <Modal.Title fw={700}>{t('refund.title')}</Modal.Title>
            {preview.isPending ? <Skeleton h={90} /> : preview.data ? <Covers preview={preview.data} /> : <ErrorAlert of={preview} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button color="red.9" loading={pending} disabled={!preview.data || preview.data.status !== 'paid'} data-testid="sale-refund-confirm" onClick={() => orderId && onConfirm(orderId)}>
                {preview.data ? t('refund.confirmAmount', { amount: amountText(preview.data.total, preview.data.currency) }) : t('refund.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
