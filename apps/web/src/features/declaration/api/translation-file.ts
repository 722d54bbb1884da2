import { translationFileStateSchema } from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getTranslationFileStatus = (signal?: AbortSignal) =>
  apiRequest('/declaration/translation/file/status', {
    schema: translationFileStateSchema,
    auth: 'token',
    signal,
  });

/** Sends the translator's file as it is; throws an ApiError with the server's reason. */
export const uploadTranslationFile = (file: File) =>
  apiRequest('/declaration/translation/file', {
    schema: translationFileStateSchema,
    method: 'PUT',
    body: file,
    auth: 'token',
    retries: 0,
  });

export const deleteTranslationFile = () =>
  apiRequest('/declaration/translation/file', {
    schema: translationFileStateSchema,
    method: 'DELETE',
    auth: 'token',
  });
