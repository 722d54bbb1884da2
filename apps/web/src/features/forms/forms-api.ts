import type { FormPagesResponse, FormSectionsResponse, Locale } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../lib/api-client';

/** The questionnaire key of the legal questionnaire of every case type. */
export const LEGAL_QUESTIONNAIRE = 'legal';

/** The asylum work permit questions (Form I-765), answered once the asylum application is filed. */
export const WORK_PERMIT_QUESTIONNAIRE = 'work_permit';

export const formSectionsQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['forms', 'sections', lang] as const,
    queryFn: ({ signal }) =>
      apiRequest<FormSectionsResponse>(`/deliverable/formSection?lang=${lang}`, { auth: 'token', signal }),
    staleTime: 0,
    retry: false,
  });

export const formPagesQuery = (form: string) =>
  queryOptions({
    queryKey: ['forms', 'pages', form] as const,
    queryFn: ({ signal }) =>
      apiRequest<FormPagesResponse>(`/form-field/pages/${encodeURIComponent(form)}`, {
        auth: 'token',
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });

/** A picture of one filled page; its key changes whenever the answers may have changed. */
export const formPageImageQuery = (form: string, page: number, version: number) =>
  queryOptions({
    queryKey: ['forms', 'page-image', form, page, version] as const,
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        await apiBlob(`/form-field/pages/${encodeURIComponent(form)}/${page}/image`, { signal }),
      ),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
  });

/** Downloads the filled form under its form number. */
export async function downloadFilledForm(form: string): Promise<void> {
  const blob = await apiBlob('/pdf/fillForm', { method: 'POST', body: { form } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${form}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
