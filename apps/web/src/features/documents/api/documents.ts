import { type SaveDocumentRequest, storedDocumentSchema } from '@camino/contracts';
import { apiBlob, apiRequest, apiSend } from '../../../lib/api-client';

export const saveDocument = (request: SaveDocumentRequest) =>
  apiRequest('/documents', { schema: storedDocumentSchema, method: 'POST', body: request, auth: 'token' });

export const deleteDocument = (id: string) =>
  apiSend(`/documents/${id}`, { method: 'DELETE', auth: 'token' });

export const deleteUploadedPage = (id: string) =>
  apiSend(`/documents/uploads/${id}`, { method: 'DELETE', auth: 'token' });

/** A saved document's file, fetched with the applicant's token (an <img src> could not carry it). */
export const getDocumentFile = (id: string) => apiBlob(`/documents/${id}/file`);

export const getUploadThumbnail = (uploadId: string, signal?: AbortSignal) =>
  apiBlob(`/documents/uploads/${uploadId}/thumbnail`, { signal });
