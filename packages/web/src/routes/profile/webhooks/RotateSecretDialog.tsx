/** Asks before rotating a webhook's signing secret, saying the old one keeps signing for a while. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { WEBHOOK_OLD_SECRET_HOURS } from '@folio/model';
import { useTranslation } from '../../../i18n/react.tsx';

export function RotateSecretDialog({ url, opened, pending, onClose, onConfirm }: { url: string; opened: boolean; pending: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Modal opened={opened} onClose={onClose} title={t('webhooks.rotate.title')} centered data-testid="webhook-rotate-dialog">
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks.rotate.text', { url, hours: WEBHOOK_OLD_SECRET_HOURS })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button loading={pending} onClick={onConfirm} data-testid="webhook-rotate-confirm">
            {t('webhooks.item.rotate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
