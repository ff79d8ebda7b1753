/** A webhook's signing secret, shown once after it is made or rotated, with Copy. */
import { Alert, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { WEBHOOK_OLD_SECRET_HOURS } from '@folio/model';
import { SecretValue } from '../SecretValue.tsx';

export interface ShownSecret {
  url: string;
  secret: string;
  /** after a rotation: the previous secret still signs for a while */
  rotated: boolean;
}

export function SecretShown({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  return (
    <Alert
      color="teal"
      icon={<IconKey size={18} />}
      title={shown.rotated ? 'The new signing secret' : 'Your webhook’s signing secret'}
      data-testid="webhook-secret-shown"
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Hide the secret"
      styles={{ message: { minWidth: 0 } }}
    >
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          For {shown.url}. Copy it now: it is not shown again.
          {shown.rotated && ` The previous secret still signs deliveries for ${WEBHOOK_OLD_SECRET_HOURS} more hours, time to put the new one in place.`}
        </Text>
        <SecretValue value={shown.secret} testId="webhook-secret-value" copyTestId="webhook-secret-copy" />
      </Stack>
    </Alert>
  );
}
