import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { FolioSummary } from '../../api/folios.ts';

/** A folio row's "more actions" button; it opens FolioMenu. */
export function FolioMenuButton({ folio, loading, ...props }: { folio: FolioSummary; loading?: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${folio.name || 'this folio'}`} aria-haspopup="menu" loading={loading} data-testid="folio-actions" {...props}>
      <IconDots size={16} />
    </ActionIcon>
  );
}
