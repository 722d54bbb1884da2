import {
  documentLanguageSchema,
  type SaveTranslationRequest,
  storedDocumentSchema,
  type TranslatorCertificateRequest,
} from '@camino/contracts';
import { apiBlob, apiRequest } from '../../../lib/api-client';

export const getDocumentLanguage = (documentId: string, signal?: AbortSignal) =>
  apiRequest(`/documents/${documentId}/language`, {
    schema: documentLanguageSchema,
    auth: 'token',
    signal,
  });

export const saveTranslation = (documentId: string, request: SaveTranslationRequest) =>
  apiRequest(`/documents/${documentId}/translation`, {
    schema: storedDocumentSchema,
    method: 'POST',
    body: request,
    auth: 'token',
  });

/** The translator's certificate as a PDF to save. */
export const downloadTranslatorCertificate = (documentId: string, request: TranslatorCertificateRequest) =>
  apiBlob(`/documents/${documentId}/translator-certificate`, { method: 'POST', body: request });
