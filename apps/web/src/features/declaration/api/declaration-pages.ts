import { declarationPagesSchema } from '@camino/contracts';
import { apiBlob, apiRequest } from '../../../lib/api-client';

export type Version = 'original' | 'translation';

export const getPages = (version: Version, signal?: AbortSignal) =>
  apiRequest(`/declaration/pages?version=${version}`, {
    schema: declarationPagesSchema,
    auth: 'token',
    signal,
  });

export const getPageImage = (version: Version, page: number, signal?: AbortSignal) =>
  apiBlob(`/declaration/pages/${page}/image?version=${version}`, { signal });

export const getPdf = (version: Version) => apiBlob(`/declaration/pdf?version=${version}`);

export const getTranslationPackage = () => apiBlob('/declaration/package');
