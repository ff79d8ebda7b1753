/** /confirm-address?token=… (the confirmation mail's link): lets a form's button email this address from now on. */
import { Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useConfirmAddress } from '../../api/receivers.ts';
import { AuthCard, AuthCardOutcome } from '../../layout/AuthCard.tsx';
import { usePageTitle } from '../../lib/title.ts';

export function ConfirmAddressPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('confirmAddress.pageTitle'));
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
      <AuthCard title={t('confirmAddress.pendingTitle')} testId="confirm-address-pending">
        <Stack align="center" py="md">
          <Loader aria-label={t('confirmAddress.confirming')} />
        </Stack>
      </AuthCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('confirmAddress.successTitle')} testId="confirm-address-success">
        <AuthCardOutcome color="teal" icon={<IconCircleCheck size={32} />}>
          <Text>{t('confirmAddress.success', { address: confirm.data.address })}</Text>
        </AuthCardOutcome>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('confirmAddress.failedTitle')} testId="confirm-address-error">
      <AuthCardOutcome color="red" icon={<IconCircleX size={32} />}>
        <Text>{confirm.isError ? errorMessage(confirm.error) : t('confirmAddress.missingToken')}</Text>
      </AuthCardOutcome>
    </AuthCard>
  );
}
