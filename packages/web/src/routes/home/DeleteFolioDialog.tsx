import { folioActionFailed } from '@folio/model';
import { useDeleteFolio, type FolioSummary } from '../../api/folios.ts';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { notifyFailed } from '../../lib/failure.ts';

/** Asks before deleting a folio; loaded when first needed. */
export function DeleteFolioDialog({ folio, onClose }: { folio: FolioSummary; onClose: () => void }) {
  const remove = useDeleteFolio();
  return (
    <ConfirmDelete
      opened
      onClose={onClose}
      title="Delete this folio?"
      message={`“${folio.name || 'Untitled folio'}” will be deleted.`}
      confirmLabel="Delete folio"
      pending={remove.isPending}
      testId="folio-delete"
      onConfirm={() =>
        remove.mutate(folio.id, {
          onSuccess: onClose,
          onError: (error) => notifyFailed(folioActionFailed('deleting'), error),
        })
      }
    />
  );
}
