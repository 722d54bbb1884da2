import type { FormPagesResponse, FormSectionsResponse, Locale, QuestionDefault } from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../lib/api-client';
// eslint-disable-next-line import-x/no-restricted-paths -- api layer moves
import type { PrefillLoader } from '../questionnaire/prefill';

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

/**
 * The values the applicant's confirmed documents give a section of the legal questionnaire, shown in
 * their fields (a choice as its option) until the applicant confirms or corrects them.
 */
export const legalPrefill: PrefillLoader = async (config) => {
  const defaults = await apiRequest<QuestionDefault[]>(
    `/deliverable/questionDefaults/${config.config_id}/${config.question_section_id}`,
    { auth: 'token' },
  );
  return defaults.map((item) => ({
    questionId: item.question_id,
    loopId: item.loop_id,
    value: item.option_id === undefined ? item.value : [{ optionId: item.option_id }],
    source: item.source,
  }));
};

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
