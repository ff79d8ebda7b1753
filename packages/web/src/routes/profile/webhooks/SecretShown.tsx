/** A webhook's signing secret, shown once after it is made or rotated, with Copy. */
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { WEBHOOK_OLD_SECRET_HOURS } from '@folio/model';

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
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code style={{ wordBreak: 'break-all', minWidth: 0 }} data-testid="webhook-secret-value">
            {shown.secret}
          </Code>
          <CopyButton value={shown.secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="light" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy} data-testid="webhook-secret-copy">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
