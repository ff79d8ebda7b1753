import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../api/client.ts';
import { useDeleteFolio, type FolioSummary } from '../../api/folios.ts';

/** Asks before deleting a folio; loaded when first needed. */
export function DeleteFolioDialog({ folio, onClose }: { folio: FolioSummary; onClose: () => void }) {
  const remove = useDeleteFolio();
  return (
    <Modal opened onClose={onClose} title="Delete this folio?" centered data-testid="folio-delete-dialog">
      <Stack>
        <Text size="sm">“{folio.name || 'Untitled folio'}” will be deleted.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            data-testid="folio-delete-confirm"
            onClick={() =>
              remove.mutate(folio.id, {
                onSuccess: onClose,
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
              })
            }
          >
            Delete folio
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
