import { Alert } from '@mantine/core';
import { usePaymentsMode } from '../../api/selling.ts';

/** Said wherever money is involved while payments run against the in-process Stripe test server. */
export function TestModeNotice() {
  const mode = usePaymentsMode();
  if (!mode.data?.testMode) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="payments-test-mode">
      Payments are in test mode: you pay on a test page, no card is asked for and no money moves.
    </Alert>
  );
}
