/** Asks before rotating a webhook's signing secret, saying the old one keeps signing for a while. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { WEBHOOK_OLD_SECRET_HOURS } from '@folio/model';

export function RotateSecretDialog({ url, opened, pending, onClose, onConfirm }: { url: string; opened: boolean; pending: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rotate the signing secret?" centered data-testid="webhook-rotate-dialog">
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Deliveries to {url} are signed with a new secret from now on, shown to you once. The current secret keeps signing beside it for{' '}
          {WEBHOOK_OLD_SECRET_HOURS} hours, time to put the new one in place.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={pending} onClick={onConfirm} data-testid="webhook-rotate-confirm">
            Rotate secret
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
