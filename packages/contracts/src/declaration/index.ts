/** Response schemas of the declaration's routes, shared by the server and the web app. */
import { z } from 'zod';
import { TRANSLATION_STANDINGS } from '../text';

const sectionTextSchema = z.object({
  text: z.string(),
  machineDraft: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SectionText = z.infer<typeof sectionTextSchema>;

export const declarationSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  prompts: z.array(z.string()),
  example: z.object({ vague: z.string(), specific: z.string() }),
  minWords: z.number(),
  incidents: z.boolean(),
  optional: z.boolean(),
  words: z.number(),
  original: sectionTextSchema,
  /** The revision of the original as it is now: a translation saved with it translates this text. */
  revision: z.string(),
  /** For a Spanish declaration: the English text and whether it translates the original as it is now. */
  translation: sectionTextSchema.extend({ standing: z.enum(TRANSLATION_STANDINGS) }).nullable(),
});
export type DeclarationSection = z.infer<typeof declarationSectionSchema>;

/** `GET declaration`: the applicant's declaration, section by section, in the language asked for. */
export const declarationViewSchema = z.object({
  strategy: z.string(),
  title: z.string(),
  /** Null until the applicant chooses the language they write in. */
  writtenIn: z.enum(['en', 'es']).nullable(),
  readOnly: z.boolean(),
  machineTranslation: z.boolean(),
  /** Whether the translation package with the translator's certificate can be made here. */
  translationPackage: z.boolean(),
  /** The uploaded translation file's standing against the declaration as it is now; null without one. */
  translationFile: z.enum(TRANSLATION_STANDINGS).nullable(),
  sections: z.array(declarationSectionSchema),
});
export type DeclarationView = z.infer<typeof declarationViewSchema>;

/**
 * `PUT declaration/sections/:key` (and its translation): when the text was saved, its word count, the
 * revision of the section's original as it now stands (what a translation of it must record), and the
 * standing of the section's translation after the save (null when the declaration is not translated).
 */
export const declarationSavedSchema = z.object({
  savedAt: z.string(),
  words: z.number(),
  revision: z.string(),
  translationStanding: z.enum(TRANSLATION_STANDINGS).nullable(),
});
export type SectionSaved = z.infer<typeof declarationSavedSchema>;

export const RECOMMENDATION_KINDS = [
  'date-contradiction',
  'missing-person',
  'incident-without-date',
  'incident-without-place',
  'short-section',
  'advice',
] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

export const declarationRecommendationSchema = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
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
export type DeclarationRecommendation = z.infer<typeof declarationRecommendationSchema>;
export const declarationRecommendationsSchema = z.object({
  recommendations: z.array(declarationRecommendationSchema),
});

/** `GET declaration/pages`: how many pages a version of the declaration's PDF has. */
export const declarationPagesSchema = z.object({
  version: z.enum(['original', 'translation']),
  pages: z.number(),
});

/** The translator's own file of the translation: whether one is uploaded, and whether it is current. */
export const translationFileStateSchema = z.object({
  uploaded: z.boolean(),
  standing: z.enum(TRANSLATION_STANDINGS).nullable().optional(),
});
export type TranslationFileState = z.infer<typeof translationFileStateSchema>;
