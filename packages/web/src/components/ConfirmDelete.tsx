import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';

export interface ConfirmDeleteProps {
  opened: boolean;
  onClose: () => void;
  /** e.g. "Delete this folio?" */
  title: string;
  /** what deleting does, in the user's words */
  message: ReactNode;
  /** the red button, e.g. "Delete folio" */
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** `{testId}-dialog` on the dialog, `{testId}-confirm` on its button */
  testId: string;
}

/** The one way a screen asks before deleting something: what happens, Cancel, and a red confirm button. */
export function ConfirmDelete({ opened, onClose, title, message, confirmLabel, pending, onConfirm, testId }: ConfirmDeleteProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={`${testId}-dialog`}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          {/* red 9: white text on it meets WCAG AA (Mantine's default red measures 3.3:1) */}
          <Button color="red.9" loading={pending} data-testid={`${testId}-confirm`} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
