/**
 * Where an English translation stands against its original. A translation records which version of
 * the original it translates (its revision, computed on the server); when the original changes, the
 * translation is `out-of-date` until a person updates it or says it still says the same. Only a
 * `current` translation may be filed or carry a translator's certificate.
 */
export const TRANSLATION_STANDINGS = [
  /** The original has words and nothing translates them yet. */
  'missing',
  /** Drafted by a machine and not yet read by a person: never filed, never certified. */
  'machine-draft',
  /** It translates an earlier version of the original. */
  'out-of-date',
  /** It translates the original as it is now (or the original is empty: nothing to translate). */
  'current',
] as const;
export type TranslationStanding = (typeof TRANSLATION_STANDINGS)[number];
