import { type Locale, signatureCheckSchema, signPagesSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
