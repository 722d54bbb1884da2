/**
 * The one place that says whether a translation still translates its original.
 *
 * A translation is stored with the revision of the original it was made from (`translates`). The
 * revision is a digest of the original's text, so it changes exactly when the words change, and it
 * needs no counter kept in step with every write. When the original changes afterwards, the stored
 * revision no longer matches and the translation is out of date: it is not filed, no certificate is
 * made for it, and the case lists it as a thing to do until a person updates it (or confirms it still
 * says the same, which records the new revision).
 *
 * Use: store `revisionOf(original)` beside the translation when a person saves it (the revision they
 * saw, when the client sends one back), and ask `translationStanding(original, stored)` wherever the
 * translation is shown, counted, filed or certified. A translation of several originals at once (one
 * uploaded file for a whole document) records `revisionOf([...originals])`.
 */
import { createHash } from 'node:crypto';
import type { TranslationStanding } from '@camino/contracts';

/** Line endings, NFC and white space at line ends do not change what a text says. */
function normalized(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The revision of an original (or of several, in order): 16 hex digits of a SHA-256 of the text. */
export function revisionOf(original: string | readonly string[]): string {
  const parts = typeof original === 'string' ? [original] : original;
  const hash = createHash('sha256');
  // A separator no text holds, so ["ab", "c"] and ["a", "bc"] differ.
  for (const part of parts) hash.update(normalized(part)).update('\u0000');
  return hash.digest('hex').slice(0, 16);
}

/** A stored translation: its text, the revision of the original it translates, and whether a machine drafted it. */
export interface StoredTranslation {
  /** Absent for a translation kept as a file (a translator's upload), which is never empty. */
  readonly text?: string;
  /** Null for a translation saved before revisions were recorded: it is treated as out of date. */
  readonly translates: string | null;
  readonly machineDraft?: boolean;
}

export function translationStanding(
  original: string | readonly string[],
  translation: StoredTranslation | null,
): TranslationStanding {
  const originals = typeof original === 'string' ? [original] : original;
  if (originals.every((part) => normalized(part) === '')) return 'current';
  if (translation === null || normalized(translation.text ?? 'file') === '') return 'missing';
  if (translation.translates !== revisionOf(original)) return 'out-of-date';
  return translation.machineDraft === true ? 'machine-draft' : 'current';
}
