/** Request and response schemas of the declaration's routes. */
import { z } from 'zod';

export const MAX_SECTION_CHARS = 20_000;

export const langQuerySchema = z.object({ lang: z.enum(['en', 'es']).optional() });
export const sectionParamsSchema = z.object({ key: z.string().regex(/^[a-z][a-z0-9_]*$/) });
export const saveTextSchema = z.object({ text: z.string().max(MAX_SECTION_CHARS) });
export const languageSchema = z.object({ language: z.enum(['en', 'es']) });
export const versionQuerySchema = z.object({
  version: z.enum(['original', 'translation']).default('original'),
});
export const pageParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(200) });

const textSchema = z.object({
  text: z.string(),
  machineDraft: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const declarationViewSchema = z.object({
  strategy: z.string(),
  title: z.string(),
  /** Null until the applicant chooses the language they write in. */
  writtenIn: z.enum(['en', 'es']).nullable(),
  readOnly: z.boolean(),
  machineTranslation: z.boolean(),
  /** Whether the translation package with the translator's certificate can be made here. */
  translationPackage: z.boolean(),
  sections: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      prompts: z.array(z.string()),
      example: z.object({ vague: z.string(), specific: z.string() }),
      minWords: z.number(),
      incidents: z.boolean(),
      optional: z.boolean(),
      words: z.number(),
      original: textSchema,
      translation: textSchema.nullable(),
    }),
  ),
});
export type DeclarationView = z.infer<typeof declarationViewSchema>;

export const savedSchema = z.object({ savedAt: z.string(), words: z.number() });

export const recommendationSchema = z.object({
  kind: z.enum([
    'date-contradiction',
    'missing-person',
    'incident-without-date',
    'incident-without-place',
    'short-section',
    'advice',
  ]),
  section: z.string(),
  sectionTitle: z.string(),
  paragraph: z.number().optional(),
  excerpt: z.string().optional(),
  event: z.string().optional(),
  declared: z.string().optional(),
  formDate: z.string().optional(),
  person: z.string().optional(),
  name: z.string().optional(),
  words: z.number().optional(),
  minWords: z.number().optional(),
  text: z.string().optional(),
});
export const recommendationsSchema = z.object({ recommendations: z.array(recommendationSchema) });

export const pagesSchema = z.object({ version: z.enum(['original', 'translation']), pages: z.number() });
