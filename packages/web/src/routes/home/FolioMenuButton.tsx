import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { FolioSummary } from '../../api/folios.ts';

/** A folio row's "more actions" button; it opens FolioMenu. */
export function FolioMenuButton({ folio, loading, ...props }: { folio: FolioSummary; loading?: boolean } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('home');
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={folio.name ? t('moreActions', { name: folio.name }) : t('moreActionsUnnamed')} aria-haspopup="menu" loading={loading} data-testid="folio-actions" {...props}>
      <IconDots size={16} />
    </ActionIcon>
  );
}
