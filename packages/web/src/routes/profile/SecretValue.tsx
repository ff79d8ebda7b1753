/** A secret shown once (a new access token, a webhook's signing secret): the value and a Copy button. */
import { Button, Code, CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';

export function SecretValue({ value, testId, copyTestId }: { value: string; testId: string; copyTestId: string }) {
  const { t } = useTranslation('profile');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code style={{ wordBreak: 'break-all', minWidth: 0 }} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant="light" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy} data-testid={copyTestId}>
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
