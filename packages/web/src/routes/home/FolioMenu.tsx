import { Menu } from '@mantine/core';
import { LICENCE_REFUSALS, licenceAllows } from '@folio/model';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconInbox, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { folioActionFailed } from '@folio/model';
import { Link } from 'react-router';
import { useCopyFolio, type FolioSummary } from '../../api/folios.ts';
import { notifyFailed } from '../../lib/failure.ts';
import { FolioMenuButton } from './FolioMenuButton.tsx';

/** A folio row's actions: open, duplicate, delete. Loaded when the user first reaches for a row's button, then shown open. */
export function FolioMenu({ folio, onDelete, onShare }: { folio: FolioSummary; onDelete: (folio: FolioSummary) => void; onShare: (folio: FolioSummary) => void }) {
  const copy = useCopyFolio();
  const editUrl = `/folios/${encodeURIComponent(folio.id)}/edit`;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <FolioMenuButton folio={folio} loading={copy.isPending} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={editUrl} leftSection={<IconPencil size={14} />}>
          Open
        </Menu.Item>
        {licenceAllows(folio.licenseDetails, 'share') && (
          <Menu.Item leftSection={<IconShare size={14} />} onClick={() => onShare(folio)} data-testid="folio-share">
            Share
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={`/folios/${encodeURIComponent(folio.id)}/submissions`} leftSection={<IconInbox size={14} />} data-testid="folio-submissions">
          Submissions
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={14} />}
          data-testid="folio-duplicate"
          disabled={!licenceAllows(folio.licenseDetails, 'copy')}
          title={licenceAllows(folio.licenseDetails, 'copy') ? undefined : LICENCE_REFUSALS.copy}
          onClick={() =>
            copy.mutate(folio.id, {
              onSuccess: (created) => notifications.show({ color: 'green', message: `Created “${created.root.name}”` }),
              onError: (error) => notifyFailed(folioActionFailed('creating'), error),
            })
          }
        >
          Duplicate
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconTrash size={14} />} onClick={() => onDelete(folio)} data-testid="folio-delete">
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
