/**
 * What still blocks sending the case for preparation, in the order the applicant meets it: the
 * documents first, then the legal questions, then the declaration and its English translation. The
 * server computes the list from the same facts as the percentage (100 % exactly when it is empty);
 * the dashboard names the first item as the next step and the submit dialog lists them all, each a
 * link to where it is done.
 */
import { z } from 'zod';
import { START_APPLICATION_STEP_IDS } from './progress';

export const MISSING_ITEM_KINDS = [
  /** A family member on the case has no name yet, so nothing can be uploaded for them. */
  'name-family-member',
  /** No photo ID of the person (`person` is set for a family member). */
  'photo-id',
  /** A required document of the person's checklist (`document`, and `person` for a family member). */
  'document',
  /** A document read as another language than English has no English translation (`document`). */
  'document-translation',
  /** A section of the legal questionnaire is not finished (`section`). */
  'legal-section',
  /** The declaration's language is not chosen yet. */
  'declaration-language',
  /** A required part of the declaration is empty (`section`). */
  'declaration-section',
  /** A written part of a Spanish declaration has no English translation (`section`). */
  'declaration-translation',
  /** The English translation of a part is a machine draft nobody reviewed (`section`). */
  'declaration-translation-draft',
  /** The part changed after it was translated (`section`). */
  'declaration-translation-outdated',
  /** The declaration changed after the translator's file was uploaded. */
  'declaration-translation-file-outdated',
] as const;
export type MissingItemKind = (typeof MISSING_ITEM_KINDS)[number];

export const missingItemSchema = z.object({
  /** Stable while the same thing is missing (`legal-section:12`, `declaration-section:about_me`). */
  key: z.string(),
  kind: z.enum(MISSING_ITEM_KINDS),
  /** The step of Start application it belongs to. */
  step: z.enum(START_APPLICATION_STEP_IDS),
  /** Names the item's sentence uses, in the language asked for: `section`, `document`, `person`. */
  params: z.record(z.string(), z.string()),
  /** Where it is done: a locale-free path of the route table, with its query. */
  route: z.string().startsWith('/'),
});
export type MissingItem = z.infer<typeof missingItemSchema>;

/** `GET dashboard/missing-items`: every missing item, in the order to do them; empty at 100 %. */
export const missingItemsSchema = z.object({ items: z.array(missingItemSchema) });
export type MissingItems = z.infer<typeof missingItemsSchema>;

export const missingItemsQuerySchema = z.object({ lang: z.enum(['en', 'es']).default('en') });
