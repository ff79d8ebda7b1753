/** A webhook's signing secret, shown once after it is made or rotated, with Copy. */
import { Alert, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { WEBHOOK_OLD_SECRET_HOURS } from '@folio/model';
import { useTranslation } from '../../../i18n/react.tsx';
import { SecretValue } from '../SecretValue.tsx';

export interface ShownSecret {
  url: string;
  secret: string;
  /** after a rotation: the previous secret still signs for a while */
  rotated: boolean;
}

export function SecretShown({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Alert
      color="teal"
      icon={<IconKey size={18} />}
      title={shown.rotated ? t('webhooks.secret.newTitle') : t('webhooks.secret.title')}
      data-testid="webhook-secret-shown"
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('webhooks.secret.hide')}
      styles={{ message: { minWidth: 0 } }}
    >
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks.secret.text', { url: shown.url })}
          {shown.rotated && ` ${t('webhooks.secret.previous', { hours: WEBHOOK_OLD_SECRET_HOURS })}`}
        </Text>
        <SecretValue value={shown.secret} testId="webhook-secret-value" copyTestId="webhook-secret-copy" />
      </Stack>
    </Alert>
  );
}
