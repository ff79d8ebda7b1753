/** /confirm-address?token=… (the confirmation mail's link): lets a form's button email this address from now on. */
import { Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useConfirmAddress } from '../../api/receivers.ts';
import { AuthCard, AuthCardOutcome } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';

export function ConfirmAddressPage() {
  usePageTitle('Confirm address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmAddress();
  const started = useRef(false);
  useEffect(() => {
    // The token works once: React's development double effects must not spend it twice.
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  if (token && (confirm.isIdle || confirm.isPending)) {
    return (
      <AuthCard title="Confirming the address" testId="confirm-address-pending">
        <Stack align="center" py="md">
          <Loader aria-label="Confirming" />
        </Stack>
      </AuthCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title="Address confirmed" testId="confirm-address-success">
        <AuthCardOutcome color="teal" icon={<IconCircleCheck size={32} />}>
          <Text>{`${confirm.data.address} now receives the submissions the form’s button sends. You can close this page.`}</Text>
        </AuthCardOutcome>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirmation failed" testId="confirm-address-error">
      <AuthCardOutcome color="red" icon={<IconCircleX size={32} />}>
        <Text>{confirm.isError ? errorMessage(confirm.error) : 'This confirmation link is incomplete; open the link from the email again.'}</Text>
      </AuthCardOutcome>
    </AuthCard>
  );
}
