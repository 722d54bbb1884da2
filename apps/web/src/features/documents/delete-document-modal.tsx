import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal';

export interface DeleteTarget {
  id: string;
  label: string;
}

/** Asks before deleting a document; its translation goes with it (spec section 4). */
export function DeleteDocumentModal({
  target,
  onConfirm,
  onClose,
}: {
  target: DeleteTarget | null;
  onConfirm: (target: DeleteTarget) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      open={target !== null}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      testId="delete-document-modal"
      onConfirm={() => {
        if (target) onConfirm(target);
      }}
      onHide={onClose}
      onClose={() => undefined}
    >
      <p>{t('delete.body', { document: target?.label ?? '' })}</p>
    </Modal>
  );
}
