import { useTranslation } from '../../i18n/react.tsx';
import { useDeleteFolio, type FolioSummary } from '../../api/folios.ts';
import { ConfirmDelete } from '../../components/ConfirmDelete.tsx';
import { notifyFailed } from '../../lib/failure.ts';

/** Asks before deleting a folio; loaded when first needed. */
export function DeleteFolioDialog({ folio, onClose }: { folio: FolioSummary; onClose: () => void }) {
  const { t } = useTranslation('home');
  const remove = useDeleteFolio();
  return (
    <ConfirmDelete
      opened
      onClose={onClose}
      title={t('deleteFolio.title')}
      message={t('deleteFolio.message', { name: folio.name || t('untitledFolio') })}
      confirmLabel={t('deleteFolio.confirm')}
      pending={remove.isPending}
      testId="folio-delete"
      onConfirm={() =>
        remove.mutate(folio.id, {
          onSuccess: onClose,
          onError: (error) => notifyFailed(t('failed.deleting'), error),
        })
      }
    />
  );
}
