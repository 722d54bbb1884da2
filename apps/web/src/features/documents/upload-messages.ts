import type { TFunction } from 'i18next';
import type { UploadFailure } from './upload-file';

export const uploadMessage = (t: TFunction<'documents'>, reason: UploadFailure) =>
  t(`upload.errors.${reason}`);
