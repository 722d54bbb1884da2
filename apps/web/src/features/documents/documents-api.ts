import type { DocumentChecklist, Locale, SaveDocumentRequest, StoredDocument } from '@camino/contracts';
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
