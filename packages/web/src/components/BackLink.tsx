import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The "← Websites" link at the top of a detail screen, back to its list. */
export function BackLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" data-testid={testId}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} style={{ transform: 'scaleX(var(--folio-dir-flip, 1))' }} /> {label}
      </Group>
    </Anchor>
  );
}
