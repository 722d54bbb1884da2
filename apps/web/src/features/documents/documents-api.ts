import type {
  AddEvidenceRequest,
  DocumentCheck,
  DocumentChecklist,
  DocumentData,
  DocumentLanguage,
  EvidenceList,
  Locale,
  SaveDocumentDataRequest,
  SaveDocumentRequest,
  SaveTranslationRequest,
  StoredDocument,
  TranslatorCertificateRequest,
} from '@camino/contracts';
import { apiRequest } from '../../lib/api-client';
import { readSession } from '../../lib/session/session-store';

export const checklistQueryKey = (locale: Locale) => ['documents', 'list', locale] as const;

export const getChecklist = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<DocumentChecklist>(`/documents/list?lang=${locale}`, {
    auth: 'token',
    ...(signal ? { signal } : {}),
  });

export const saveDocument = (request: SaveDocumentRequest) =>
  apiRequest<StoredDocument>('/documents', { method: 'POST', body: request, auth: 'token' });

export const deleteDocument = (id: string) =>
  apiRequest<void>(`/documents/${id}`, { method: 'DELETE', auth: 'token' });

export const deleteUploadedPage = (id: string) =>
  apiRequest<void>(`/documents/uploads/${id}`, { method: 'DELETE', auth: 'token' });

/** A file of the applicant's, fetched with their token (an <img src> could not carry it). */
export async function fetchPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = readSession().token;
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

export const evidenceQueryKey = (locale: Locale) => ['documents', 'evidence', locale] as const;

export const getEvidence = (locale: Locale, signal?: AbortSignal) =>
  apiRequest<EvidenceList>(`/documents/additionalEvidence?lang=${locale}`, {
    auth: 'token',
    ...(signal ? { signal } : {}),
  });

export const addEvidence = (locale: Locale, request: AddEvidenceRequest) =>
  apiRequest<EvidenceList>(`/documents/aditionalEvidence?lang=${locale}`, {
    method: 'POST',
    body: request,
    auth: 'token',
  });

export const languageQueryKey = (documentId: string) => ['documents', 'language', documentId] as const;

export const getDocumentLanguage = (documentId: string, signal?: AbortSignal) =>
  apiRequest<DocumentLanguage>(`/documents/${documentId}/language`, {
    auth: 'token',
    ...(signal ? { signal } : {}),
  });

export const saveTranslation = (documentId: string, request: SaveTranslationRequest) =>
  apiRequest<StoredDocument>(`/documents/${documentId}/translation`, {
    method: 'POST',
    body: request,
    auth: 'token',
  });

/** The certificate as a file to save: a PDF is not JSON, so it is fetched directly. */
export async function downloadTranslatorCertificate(
  documentId: string,
  request: TranslatorCertificateRequest,
): Promise<Blob> {
  const token = readSession().token;
  const response = await fetch(`/api/documents/${documentId}/translator-certificate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

export const documentDataQueryKey = (documentId: string, locale: Locale) =>
  ['documents', 'data', documentId, locale] as const;

export const getDocumentData = (documentId: string, locale: Locale, signal?: AbortSignal) =>
  apiRequest<DocumentData>(`/documents/${documentId}/data?lang=${locale}`, {
    auth: 'token',
    ...(signal ? { signal } : {}),
  });

export const saveDocumentData = (documentId: string, locale: Locale, request: SaveDocumentDataRequest) =>
  apiRequest<DocumentData>(`/documents/${documentId}/data?lang=${locale}`, {
    method: 'PUT',
    body: request,
    auth: 'token',
  });

export const documentCheckQueryKey = (documentId: string) => ['documents', 'check', documentId] as const;

/** Whether the saved document looks like the document it claims to be (advice only). */
export const checkDocument = (documentId: string) =>
  apiRequest<DocumentCheck>(`/documents/${documentId}/validate`, { method: 'POST', auth: 'token' });
