import { type Locale, signatureCheckSchema, signPagesSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { reviewKeys } from '../../../lib/api/review-keys';

export const signPagesQuery = (lang: Locale) =>
  queryOptions({
    queryKey: reviewKeys.signPages(lang),
    queryFn: ({ signal }) =>
      apiRequest(`/signature/pages?lang=${lang}`, { schema: signPagesSchema, auth: 'token', signal }),
    staleTime: Infinity,
    retry: false,
  });

export async function checkSignature(id: string, photo: File) {
  const image = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsDataURL(photo);
  });
  return apiRequest(`/signature/check/${encodeURIComponent(id)}`, {
    schema: signatureCheckSchema,
    method: 'POST',
    auth: 'token',
    body: { image },
  });
}

/** A picture of one page of the ready package, as it prints. */
export const packagePageImageQuery = (page: number) =>
  queryOptions({
    queryKey: reviewKeys.packagePage(page),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await apiBlob(`/case-assembly/pages/${page}/image`, { signal })),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
  });
