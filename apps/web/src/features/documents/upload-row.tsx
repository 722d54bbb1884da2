import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../ui/progress-bar';
import type { UploadFailure } from './upload-file';
import { uploadMessage } from './upload-messages';

export interface UploadRowItem {
  file: File;
  sent: number;
  state: 'uploading' | 'done' | 'failed';
  reason?: UploadFailure;
}

const LABEL = { uploading: 'upload.uploading', done: 'upload.uploadedName', failed: 'upload.failedName' } as const;

/** One file being sent: its name and what became of it, its progress, and why it was refused. */
export function UploadRow({ item }: { item: UploadRowItem }) {
  const { t } = useTranslation('documents');
  return (
    <li className="flex flex-col gap-1" data-testid="upload-item" data-state={item.state}>
      <ProgressBar
        label={t(LABEL[item.state], { name: item.file.name })}
        value={item.state === 'done' ? 100 : item.file.size === 0 ? 0 : (100 * item.sent) / item.file.size}
        type={item.state === 'failed' ? 'error' : item.state === 'done' ? 'success' : 'default'}
        {...(item.state === 'done'
          ? { valueText: t('upload.done') }
          : item.state === 'failed'
            ? { valueText: t('upload.failedShort') }
            : {})}
      />
      {item.state === 'failed' && item.reason ? (
        <p className="text-sm text-error-700">{uploadMessage(t, item.reason)}</p>
      ) : null}
    </li>
  );
}
