import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { FilePicker } from '../../ui/file-picker';
import { FormBanner } from '../../ui/form-banner';
import type { TranslationFileState } from '@camino/contracts';
import { declarationKeys } from './api/declaration-keys';
import {
  deleteTranslationFile,
  getTranslationFileStatus,
  uploadTranslationFile,
} from './api/translation-file';

const MAX_BYTES = 6 * 1024 * 1024;

function problemKey(error: unknown): string {
  if (error instanceof Error && error.message === 'tooLarge') return 'document.uploadTooLarge';
  if (!(error instanceof ApiError)) return 'document.uploadFailed';
  if (error.status === 413 || error.reason === 'upload.tooLarge') return 'document.uploadTooLarge';
  if (error.status === 415 || error.reason === 'upload.unsupportedType') return 'document.uploadWrongType';
  if (error.reason === 'upload.unreadable') return 'document.uploadUnreadable';
  if (error.reason === 'upload.busy') return 'document.uploadBusy';
  if (error.reason === 'translation.notEnglish') return 'document.uploadNotEnglish';
  if (error.reason === 'upload.unclearPicture') return 'document.uploadUnclearPicture';
  return 'document.uploadFailed';
}

/** The translator's English translation as a file (PDF, JPG or PNG): it replaces the typed text in the package. */
export function TranslationFileUpload({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('declaration');
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: declarationKeys.translationFile(),
    queryFn: ({ signal }) => getTranslationFileStatus(signal),
  });
  // The declaration says whether the file is current; it is read again with the file's new state.
  const onDone = async (state: TranslationFileState) => {
    queryClient.setQueryData(declarationKeys.translationFile(), state);
    await queryClient.invalidateQueries({ queryKey: declarationKeys.all, refetchType: 'active' });
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (file.size > MAX_BYTES) throw new Error('tooLarge');
      return uploadTranslationFile(file);
    },
    onSuccess: onDone,
  });
  const remove = useMutation({ mutationFn: deleteTranslationFile, onSuccess: onDone });
  const uploaded = status.data?.uploaded === true;
  const outdated = uploaded && status.data?.standing === 'out-of-date';
  return (
    <div className="flex scroll-mt-24 flex-col gap-2" id="translation-file" data-testid="translation-file">
      <h3 className="text-lg font-semibold">{t('document.uploadTitle')}</h3>
      <p className="text-sm text-muted">{t('document.uploadHelp')}</p>
      <p role="status" aria-live="polite" className="font-semibold">
        {upload.isPending ? t('document.uploading') : uploaded ? t('document.uploaded') : ''}
      </p>
      {outdated ? (
        <FormBanner tone="warning" testId="translation-file-outdated">
          <p>{t('missingTranslation.file')}</p>
        </FormBanner>
      ) : null}
      {!readOnly ? (
        <FilePicker
          label={uploaded ? t('document.uploadReplace') : t('document.uploadLabel')}
          accept="application/pdf,image/jpeg,image/png"
          onFiles={(files) => {
            const file = files?.[0];
            if (file) upload.mutate(file);
          }}
          testId="translation-file-input"
        />
      ) : null}
      {uploaded && !readOnly ? (
        <Button outline onClick={() => remove.mutate()} loading={remove.isPending}>
          {t('document.uploadDelete')}
        </Button>
      ) : null}
      {upload.isError ? (
        <FormBanner>
          <p>{t(problemKey(upload.error))}</p>
        </FormBanner>
      ) : null}
      {remove.isError || status.isError ? (
        <FormBanner>
          <p>{t('document.uploadFailed')}</p>
        </FormBanner>
      ) : null}
    </div>
  );
}
