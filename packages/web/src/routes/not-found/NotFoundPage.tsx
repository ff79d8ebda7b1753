import { Button, Container, EmptyState } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={64} data-testid="not-found">
      <EmptyState icon={<IconMapOff size={28} />} variant="light" title="Page not found" description="There is nothing at this address. It may have moved, or the link may be mistyped.">
        <EmptyState.Actions>
          <Button component={Link} to="/">
            Go to the start page
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
