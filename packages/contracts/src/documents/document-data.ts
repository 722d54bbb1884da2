/** Wire schemas of the document-data screen (`/fill-document-data`, the spec's documentQuestions). */
import { z } from 'zod';
import { DOCUMENT_VALUE_NAMES } from './document-values';

const bilingualSchema = z.object({ en: z.string().min(1), es: z.string().min(1) }).strict();

export const documentQuestionSchema = z
  .object({
    name: z.enum(DOCUMENT_VALUE_NAMES),
    type: z.enum(['text', 'date', 'country']),
    label: bilingualSchema,
  })
  .strict();

/** content/documents/document-questions.yaml: the questions of each checklist document that has data. */
export const documentQuestionsContentSchema = z.record(z.string(), z.array(documentQuestionSchema).min(1));
export type DocumentQuestionsContent = z.infer<typeof documentQuestionsContentSchema>;

/** `GET /api/documents/:id/data`: each question with the confirmed value, or one read from the page to confirm. */
export const documentDataSchema = z.object({
  documentId: z.string().uuid(),
  /** The page was read; `found` says whether a passport's machine-readable zone was on it. */
  mrz: z.object({ found: z.boolean() }).nullable(),
  confirmed: z.boolean(),
  questions: z.array(
    z.object({
      name: z.enum(DOCUMENT_VALUE_NAMES),
      type: z.enum(['text', 'date', 'country']),
      label: z.string(),
      value: z.string(),
      /** Where the value comes from: confirmed by the applicant, read from the page, or nothing yet. */
      source: z.enum(['confirmed', 'page', 'none']),
    }),
  ),
  /** A confirmed value that differs from an answer already given elsewhere, naming both. */
  contradictions: z.array(
    z.object({ name: z.enum(DOCUMENT_VALUE_NAMES), documentValue: z.string(), answeredValue: z.string() }),
  ),
});
export type DocumentData = z.infer<typeof documentDataSchema>;

export const saveDocumentDataRequestSchema = z.object({
  values: z.partialRecord(z.enum(DOCUMENT_VALUE_NAMES), z.string().trim().max(200)),
});
export type SaveDocumentDataRequest = z.infer<typeof saveDocumentDataRequestSchema>;

/** `POST /api/documents/:id/validate`: whether the file looks like the document it claims to be. */
export const DOCUMENT_CHECK_PROBLEMS = ['blank', 'noMrz', 'notMarriage'] as const;
export const documentCheckSchema = z.object({
  documentId: z.string().uuid(),
  /** Empty when the document looks right; the applicant may keep it anyway. */
  problems: z.array(z.enum(DOCUMENT_CHECK_PROBLEMS)),
});
export type DocumentCheck = z.infer<typeof documentCheckSchema>;
