import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../api/client.ts';

/** The red alert with the server's message while a query or mutation has failed; nothing otherwise. */
export function ErrorAlert({ of, testId }: { of: { isError: boolean; error: unknown }; testId?: string }) {
  if (!of.isError) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} data-testid={testId}>
      {errorMessage(of.error)}
    </Alert>
  );
}
