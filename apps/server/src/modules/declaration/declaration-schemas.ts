/** Request and response schemas of the declaration's routes. */
import { z } from 'zod';

export const MAX_SECTION_CHARS = 20_000;

export const langQuerySchema = z.object({ lang: z.enum(['en', 'es']).optional() });
export const sectionParamsSchema = z.object({ key: z.string().regex(/^[a-z][a-z0-9_]*$/) });
export const saveTextSchema = z.object({
  text: z.string().max(MAX_SECTION_CHARS),
  /** For a translation: the revision of the original the translator saw (the section's `revision`). */
  translates: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
});
export const languageSchema = z.object({ language: z.enum(['en', 'es']) });
export const versionQuerySchema = z.object({
  version: z.enum(['original', 'translation']).default('original'),
});
export const pageParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(200) });

export type { DeclarationView, SectionSaved } from '@camino/contracts';
