/** Wire schemas of a document's language and its English translation. */
import { z } from 'zod';
import { storedDocumentSchema, uploadIdSchema } from './api';

/**
 * `GET /api/documents/:id/language` (the spec's `ai-language-task/status`; the task id is the
 * document's id). `language` is ISO 639-1, `und` when the text does not tell, null while reading.
 */
export const documentLanguageSchema = z.object({
  taskId: z.string().uuid(),
  status: z.enum(['pending', 'done']),
  language: z.string().nullable(),
  /** The document is read and not in English, so USCIS needs its English translation. */
  needsTranslation: z.boolean(),
  translation: storedDocumentSchema.nullable(),
});
export type DocumentLanguage = z.infer<typeof documentLanguageSchema>;

/** `POST /api/documents/:id/translation`: the uploaded pages of the English translation. */
export const saveTranslationRequestSchema = z.object({
  uploads: z.array(uploadIdSchema).min(1).max(20),
});
export type SaveTranslationRequest = z.infer<typeof saveTranslationRequestSchema>;

export const TRANSLATOR_FIELD_MAX = 200;

/** `POST /api/documents/:id/translator-certificate`: who translated, for the certificate to sign. */
export const translatorCertificateRequestSchema = z.object({
  translatorName: z.string().trim().min(1, 'translatorNameRequired').max(TRANSLATOR_FIELD_MAX),
  translatorAddress: z.string().trim().min(1, 'translatorAddressRequired').max(TRANSLATOR_FIELD_MAX),
  /** The original's language (ISO 639-1) when the document's own could not be told. */
  sourceLanguage: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type TranslatorCertificateRequest = z.infer<typeof translatorCertificateRequestSchema>;
