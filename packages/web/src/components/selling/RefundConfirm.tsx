/**
 * The seller's confirmation of a refund (issue 26): before the red button, what the refund covers — every item of the
 * order and what the buyer loses with it, the amount returned, and each folio that will be deleted (the buyer's copy,
 * the copies made from it).
 */
import { Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { RefundPreview, RefundTakesBack } from '@folio/model';
import { useRefundPreview } from '../../api/selling.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

const LOSES: Record<RefundTakesBack, string> = {
  copy: 'their copy is deleted',
  view: 'they can no longer open it',
  file: 'they can no longer download the file',
  accountLicense: 'the account type ends',
  nothing: 'nothing to take back: it was not added to an account',
};

function Covers({ preview }: { preview: RefundPreview }) {
  const { buyer, total, currency, items, copies } = preview;
  return (
    <Stack gap="sm" data-testid="refund-preview">
      <Text size="sm">
        {buyer.displayName} gets{' '}
        <Text span fw={700}>
          {total} {currency}
        </Text>{' '}
        back. Refunds are for the whole order, so it covers {items.length === 1 ? 'its one item' : `all ${items.length} items`}:
      </Text>
      <List size="sm" spacing={4}>
        {items.map((i, n) => (
          <List.Item key={n} data-testid="refund-preview-item">
            “{i.itemName}” ({i.licence}, {i.amount} {currency}): {LOSES[i.takesBack]}
          </List.Item>
        ))}
      </List>
      {copies.length > 0 && (
        <>
          <Text size="sm">{copies.length === 1 ? 'This folio will be deleted:' : `These ${copies.length} folios will be deleted:`}</Text>
          <List size="sm" spacing={4}>
            {copies.map((c) => (
              <List.Item key={c.id} data-testid="refund-preview-copy">
                “{c.name}”, {c.buyers ? `${c.ownerName}’s copy` : `made from it by ${c.ownerName}`}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="sm" c="dimmed">
        The buyer is told by notification and by mail.
      </Text>
    </Stack>
  );
}

export function RefundConfirm({ orderId, onClose, pending, onConfirm }: { orderId: string | null; onClose: () => void; pending: boolean; onConfirm: (orderId: string) => void }) {
  const preview = useRefundPreview(orderId);
  // Composed without Modal's <header> (a second banner landmark on the page); the title still names the dialog.
  return (
    <Modal.Root opened={orderId !== null} onClose={onClose} centered data-testid="sale-refund-dialog">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Stack>
            <Modal.Title fw={700}>Refund this order?</Modal.Title>
            {preview.isPending ? <Skeleton h={90} /> : preview.data ? <Covers preview={preview.data} /> : <ErrorAlert of={preview} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button color="red.9" loading={pending} disabled={!preview.data || preview.data.status !== 'paid'} data-testid="sale-refund-confirm" onClick={() => orderId && onConfirm(orderId)}>
                Refund {preview.data ? `${preview.data.total} ${preview.data.currency}` : 'the order'}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
