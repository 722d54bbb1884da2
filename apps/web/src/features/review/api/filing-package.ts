import { type Locale, packageStatusSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

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
export async function downloadPackagePart(part: string): Promise<void> {
  const blob = await apiBlob(`/case-assembly/parts/${encodeURIComponent(part)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${part}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
