/**
 * Under a button's "Email it to": whether the address may get the submissions. An address other than the owner's
 * own gets nothing until its holder follows the link mailed to it; this shows that and sends (again) the link.
 */
import { Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EMAIL_PATTERN } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { errorMessage } from '../../api/client.ts';
import { useAddressStatus, useRequestConfirmation } from '../../api/receivers.ts';

export function EmailToStatus({ folioId, address }: { folioId: string | null; address: string }) {
  const { t } = useTranslation('editorPanel');
  const [typed] = useDebouncedValue(address.trim(), 400);
  const valid = EMAIL_PATTERN.test(typed);
  const status = useAddressStatus(folioId ?? '', valid ? typed : '');
  const request = useRequestConfirmation(folioId ?? '', typed);
  if (!folioId || !valid || !status.data) return null;
  const state = status.data.status;
  const message =
    state === 'confirmed'
      ? t('emailTo.confirmed')
      : state === 'waiting'
        ? t('emailTo.waiting')
        : t('emailTo.unconfirmed');
  return (
    <div data-testid="panel-meta-button-email-status">
      <Text size="xs" c={state === 'confirmed' ? 'teal.9' : 'gray.7'} role="status">
        {message}
      </Text>
      {state !== 'confirmed' ? (
        <Group gap="xs" mt={4}>
          <Button size="compact-xs" variant="default" loading={request.isPending} onClick={() => request.mutate()} data-testid="panel-meta-button-email-confirm">
            {state === 'waiting' ? t('emailTo.sendAgain') : t('emailTo.send')}
          </Button>
        </Group>
      ) : null}
      {request.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorMessage(request.error)}
        </Text>
      ) : null}
    </div>
  );
}
