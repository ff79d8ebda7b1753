import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { usePaymentsMode } from '../../api/selling.ts';

/** Said wherever money is involved while payments run against the in-process Stripe test server. */
export function TestModeNotice() {
  const { t } = useTranslation('selling');
  const mode = usePaymentsMode();
  if (!mode.data?.testMode) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="payments-test-mode">
      {t('testMode')}
    </Alert>
  );
}
