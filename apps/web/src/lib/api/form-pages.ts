import { formPagesResponseSchema } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../api-client';
import { formKeys } from './form-keys';

export const formPagesQuery = (form: string) =>
  queryOptions({
    queryKey: formKeys.pages(form),
    queryFn: ({ signal }) =>
      apiRequest(`/form-field/pages/${encodeURIComponent(form)}`, {
        schema: formPagesResponseSchema,
        auth: 'token',
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });

/** A picture of one filled page; its key changes whenever the answers may have changed. */
export const formPageImageQuery = (form: string, page: number, version: number) =>
  queryOptions({
    queryKey: formKeys.pageImage(form, page, version),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        await apiBlob(`/form-field/pages/${encodeURIComponent(form)}/${page}/image`, { signal }),
      ),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
  });
