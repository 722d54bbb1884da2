/** Wire schemas of the documents API: the checklist, a document's pages, and deleting. */
import { z } from 'zod';
import { CHECKLIST_ROLES, documentKeySchema } from './checklist-content';

/** A card's state, in the design system's tile states. */
export const DOCUMENT_CARD_STATES = [
  'pending',
  'completed',
  'error',
  'attachment',
  'default',
  'disabled',
] as const;
export type DocumentCardState = (typeof DOCUMENT_CARD_STATES)[number];

const textSchema = z.string();

/** An uploaded file's id (the resumable upload's): 32 hex digits. */
export const uploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/);

export const documentPageSchema = z.object({
  id: uploadIdSchema,
  position: z.number().int().min(1),
  contentType: z.enum(['image/jpeg', 'application/pdf']),
  sizeBytes: z.number().int(),
  /** Pages in this file: a photo is one, a PDF as many as it has. */
  pageCount: z.number().int().min(1),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

export const storedDocumentSchema = z.object({
  id: z.string().uuid(),
  pages: z.array(documentPageSchema),
  /** The document's printed pages, all files together. */
  pageCount: z.number().int(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

export const documentCardSchema = z.object({
  key: documentKeySchema,
  label: textSchema,
  why: textSchema,
  examples: textSchema,
  goodPhoto: textSchema,
  required: z.boolean(),
  photoId: z.boolean(),
  state: z.enum(DOCUMENT_CARD_STATES),
  document: storedDocumentSchema.nullable(),
});
export type DocumentCard = z.infer<typeof documentCardSchema>;

export const checklistPersonSchema = z.object({
  role: z.enum(CHECKLIST_ROLES),
  /** The family member's id; null for the main applicant. */
  derivativeId: z.string().uuid().nullable(),
  /** The family member's name as given on the family page; null for the main applicant. */
  name: z.string().nullable(),
  /** Uploads for a family member wait until they have a name. */
  named: z.boolean(),
  /** One of the person's photo ID cards is uploaded. */
  photoIdDone: z.boolean(),
  cards: z.array(documentCardSchema),
});
export type ChecklistPerson = z.infer<typeof checklistPersonSchema>;

/** `GET /api/documents/list`. */
export const documentChecklistSchema = z.object({
  readOnly: z.boolean(),
  people: z.array(checklistPersonSchema),
  evidenceCount: z.number().int(),
  uploaded: z.number().int(),
  required: z.number().int(),
});
export type DocumentChecklist = z.infer<typeof documentChecklistSchema>;

/** Which checklist card a document is for: a person (null = main applicant) and a document key. */
export const documentSlotSchema = z.object({
  derivativeId: z.string().uuid().nullable(),
  document: documentKeySchema,
});
export type DocumentSlot = z.infer<typeof documentSlotSchema>;

/** `POST /api/documents`: saves the uploaded files, in this order, as the slot's document. */
export const saveDocumentRequestSchema = documentSlotSchema.extend({
  uploads: z
    .array(z.string().regex(/^[a-f0-9]{32}$/))
    .min(1)
    .max(20),
});
export type SaveDocumentRequest = z.infer<typeof saveDocumentRequestSchema>;

export const documentIdParamsSchema = z.object({ id: z.string().uuid() });
export const pageParamsSchema = z.object({ id: z.string().uuid(), page: z.coerce.number().int().min(1) });

/** The answer to the last piece of a resumable upload: the file as it was checked and kept. */
export const acceptedUploadSchema = z.object({
  id: z.string(),
  contentType: z.enum(['image/jpeg', 'application/pdf']),
  pageCount: z.number().int(),
  sizeBytes: z.number().int(),
});
export type AcceptedUpload = z.infer<typeof acceptedUploadSchema>;

/** `?lang=`: the language of the checklist's texts (defaults to the applicant's). */
export const checklistQuerySchema = z.object({ lang: z.enum(['en', 'es']).optional() });
export const uploadIdParamsSchema = z.object({ id: uploadIdSchema });

/** A piece of additional evidence, in the order it will appear in the package. */
export const evidenceItemSchema = z.object({
  id: z.string().uuid(),
  type: documentKeySchema,
  label: z.string(),
  description: z.string(),
  position: z.number().int(),
  document: storedDocumentSchema,
});
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

/** `GET /api/documents/additionalEvidence`: the evidence added so far and the types that can be added. */
export const evidenceListSchema = z.object({
  readOnly: z.boolean(),
  types: z.array(z.object({ key: documentKeySchema, label: z.string() })),
  items: z.array(evidenceItemSchema),
});
export type EvidenceList = z.infer<typeof evidenceListSchema>;

export const EVIDENCE_DESCRIPTION_MAX = 500;

/** `POST /api/documents/aditionalEvidence` (the spec's spelling): a piece of evidence with its description. */
export const addEvidenceRequestSchema = z.object({
  type: documentKeySchema,
  description: z.string().trim().min(1, 'evidenceDescriptionRequired').max(EVIDENCE_DESCRIPTION_MAX),
  uploads: z.array(uploadIdSchema).min(1).max(20),
});
export type AddEvidenceRequest = z.infer<typeof addEvidenceRequestSchema>;
