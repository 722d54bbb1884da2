import { type Locale, packageStatusSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { reviewKeys } from '../../../lib/api/review-keys';

/** Polls while the package is being built, and stops once it is ready or failed. */
export const packageQuery = (lang: Locale) =>
  queryOptions({
    queryKey: reviewKeys.package(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/case-assembly/byMyCaseId?lang=${lang}`, {
        schema: packageStatusSchema,
        auth: 'token',
        signal,
      }),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'building' ? 2000 : false,
  });

export const retryPackage = (lang: Locale) =>
  apiRequest(`/case-assembly/retry?lang=${lang}`, {
    schema: packageStatusSchema,
    method: 'POST',
    auth: 'token',
  });

/** Downloads one part of the package under its name. */
export const downloadPackagePart = (part: string) =>
  downloadFile(`/case-assembly/parts/${encodeURIComponent(part)}`, `${part}.pdf`);
