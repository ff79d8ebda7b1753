import { Alert, Button, Container, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/title.ts';

/** Shown when a screen throws while rendering; offers a reload instead of a blank page. */
export function RouteError() {
  usePageTitle('Something went wrong');
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unknown error has occurred.';
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle />} title="Something went wrong" data-testid="route-error">
          {message}
        </Alert>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}
