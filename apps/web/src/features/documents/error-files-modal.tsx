import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal';
import type { UploadFailure } from './upload-file';
import { uploadMessage } from './upload-messages';

export interface FailedFile {
  key: string;
  name: string;
  reason: UploadFailure;
}

/** 'Some files failed': which and why, with try again; what was uploaded stays. */
export function ErrorFilesModal({
  failed,
  open,
  onRetry,
  onClose,
}: {
  failed: readonly FailedFile[];
  open: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      open={open}
      title={t('errorFiles.title')}
      confirmLabel={t('errorFiles.retry')}
      cancelLabel={t('errorFiles.close')}
      testId="error-files-modal"
      onConfirm={onRetry}
      onHide={onClose}
      onClose={() => undefined}
    >
      <p>{t('errorFiles.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {failed.map((file) => (
          <li key={file.key} className="rounded-lg bg-error-50 p-3 text-sm">
            <span className="block font-semibold break-all">{file.name}</span>
            <span>{uploadMessage(t, file.reason)}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
