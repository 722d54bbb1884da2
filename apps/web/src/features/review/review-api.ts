import type {
  CaseRequest,
  CaseRequestBody,
  CaseRequestList,
  CaseSummary,
  FilingInstructions,
  Locale,
  PackageStatusResponse,
  ReviewSection,
  ReviewState,
  SignatureCheck,
  SignPage,
  VoiceSummary,
} from '@camino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../lib/api-client';

export const reviewQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['review', 'state', lang] as const,
    queryFn: ({ signal }) => apiRequest<ReviewState>(`/review?lang=${lang}`, { auth: 'token', signal }),
    staleTime: 0,
    retry: false,
  });

export const requestsQuery = queryOptions({
  queryKey: ['review', 'requests'] as const,
  queryFn: ({ signal }) => apiRequest<CaseRequestList>('/case-requests/by-case', { auth: 'token', signal }),
  staleTime: 0,
  retry: false,
});

/** Polls while the package is being built, and stops once it is ready or failed. */
export const packageQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['review', 'package', lang] as const,
    queryFn: ({ signal }) =>
      apiRequest<PackageStatusResponse>(`/case-assembly/byMyCaseId?lang=${lang}`, { auth: 'token', signal }),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'building' ? 2000 : false,
  });

export const instructionsQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['review', 'instructions', lang] as const,
    queryFn: ({ signal }) =>
      apiRequest<FilingInstructions>(`/instructions/mine?lang=${lang}`, { auth: 'token', signal }),
    staleTime: 0,
    retry: false,
  });

export const signPagesQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['review', 'sign-pages', lang] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ pages: SignPage[] }>(`/signature/pages?lang=${lang}`, { auth: 'token', signal }),
    staleTime: Infinity,
    retry: false,
  });

export const submitForPreparation = () =>
  apiRequest<CaseSummary>('/mycase/confirm/information', { method: 'PUT', auth: 'token' });

export const confirmSection = (section: ReviewSection, lang: Locale) =>
  apiRequest<ReviewState>(`/review/confirm?lang=${lang}`, {
    method: 'POST',
    auth: 'token',
    body: { section },
  });

export const sendCaseRequest = (body: CaseRequestBody) =>
  apiRequest<CaseRequest>('/case-requests', { method: 'POST', auth: 'token', body });

export const resolveCaseRequest = () =>
  apiRequest<CaseRequest>('/case-requests/resolve', { method: 'POST', auth: 'token' });

export const approveCase = () =>
  apiRequest<{ approvedAt: string }>('/deliverable/approved', {
    method: 'PATCH',
    auth: 'token',
    body: { accurate: true, noLegalAdvice: true },
  });

export const retryPackage = (lang: Locale) =>
  apiRequest<PackageStatusResponse>(`/case-assembly/retry?lang=${lang}`, { method: 'POST', auth: 'token' });

export const confirmSubmission = () =>
  apiRequest<{ step: string }>('/mycase/submission-confirmed', { method: 'POST', auth: 'token' });

export const fetchVoiceSummary = (lang: Locale) =>
  apiRequest<VoiceSummary>(`/voice-summary?lang=${lang}`, { auth: 'token' });

export async function checkSignature(id: string, photo: File): Promise<SignatureCheck> {
  const image = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsDataURL(photo);
  });
  return apiRequest<SignatureCheck>(`/signature/check/${encodeURIComponent(id)}`, {
    method: 'POST',
    auth: 'token',
    body: { image },
  });
}

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
