import {
  documentCheckSchema,
  documentDataSchema,
  type Locale,
  type SaveDocumentDataRequest,
} from '@camino/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getDocumentData = (documentId: string, locale: Locale, signal?: AbortSignal) =>
  apiRequest(`/documents/${documentId}/data?lang=${locale}`, {
    schema: documentDataSchema,
    auth: 'token',
    signal,
  });

export const saveDocumentData = (documentId: string, locale: Locale, request: SaveDocumentDataRequest) =>
  apiRequest(`/documents/${documentId}/data?lang=${locale}`, {
    schema: documentDataSchema,
    method: 'PUT',
    body: request,
    auth: 'token',
  });

/** Whether the saved document looks like the document it claims to be (advice only). */
export const checkDocument = (documentId: string) =>
  apiRequest(`/documents/${documentId}/validate`, {
    schema: documentCheckSchema,
    method: 'POST',
    auth: 'token',
  });
