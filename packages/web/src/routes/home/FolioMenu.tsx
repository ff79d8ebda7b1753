import { Menu } from '@mantine/core';
import { licenceAllows } from '@folio/model';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconInbox, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useCopyFolio, type FolioSummary } from '../../api/folios.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { FolioMenuButton } from './FolioMenuButton.tsx';

/** A folio row's actions: open, duplicate, delete. Loaded when the user first reaches for a row's button, then shown open. */
export function FolioMenu({ folio, onDelete, onShare }: { folio: FolioSummary; onDelete: (folio: FolioSummary) => void; onShare: (folio: FolioSummary) => void }) {
  const { t } = useTranslation('home');
  const copy = useCopyFolio();
  const editUrl = `/folios/${encodeURIComponent(folio.id)}/edit`;
  const canShare = licenceAllows(folio.licenseDetails, 'share');
  const canCopy = licenceAllows(folio.licenseDetails, 'copy');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <FolioMenuButton folio={folio} loading={copy.isPending} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={editUrl} leftSection={<IconPencil size={14} />}>
          {t('menu.open')}
        </Menu.Item>
        {canShare && (
          <Menu.Item leftSection={<IconShare size={14} />} onClick={() => onShare(folio)} data-testid="folio-share">
            {t('menu.share')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={`/folios/${encodeURIComponent(folio.id)}/submissions`} leftSection={<IconInbox size={14} />} data-testid="folio-submissions">
          {t('menu.submissions')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={14} />}
          data-testid="folio-duplicate"
          disabled={!canCopy}
          title={canCopy ? undefined : t('menu.copyRefused')}
          onClick={() =>
            copy.mutate(folio.id, {
              onSuccess: (created) => notifications.show({ color: 'green', message: t('menu.created', { name: created.root.name }) }),
              onError: (error) => notifyFailed(t('failed.creating'), error),
            })
          }
        >
          {t('menu.duplicate')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconTrash size={14} />} onClick={() => onDelete(folio)} data-testid="folio-delete">
          {t('menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
