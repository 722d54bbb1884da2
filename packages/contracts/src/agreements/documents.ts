/** The shape of a legal document (terms of use, privacy policy, service contract) as the API serves it. */
import { z } from 'zod';

/** The legal documents Camino keeps under version in content/legal. */
export const LEGAL_DOCUMENT_KINDS = ['terms', 'privacy', 'contract'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** A version id names the day the text took effect, e.g. `2026-11-01`, with an optional `.n` revision. */
export const legalVersionSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/, 'expected a version id');

/** One block of text: a paragraph or a bulleted list. */
export const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalSectionSchema = z.object({ heading: z.string(), blocks: z.array(legalBlockSchema) });
export type LegalSection = z.infer<typeof legalSectionSchema>;

/** One document in one language: a title, an optional lead text and numbered sections. */
export const legalTextSchema = z.object({
  title: z.string(),
  intro: z.array(legalBlockSchema),
  sections: z.array(legalSectionSchema),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** A versioned document with its text in every language. */
export const legalDocumentSchema = z.object({
  version: legalVersionSchema,
  texts: z.object({ en: legalTextSchema, es: legalTextSchema }),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
