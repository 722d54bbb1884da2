/**
 * Which of the case's documents USCIS needs an English translation of: each document (a checklist
 * card's or a piece of evidence) read as another language than English, until its translation is
 * uploaded. A document whose language could not be told, or is still being read, asks for none.
 */
import type { CaseDocument } from './case-documents';
import { UNDETERMINED } from './detect-language';

export function needsTranslation(row: CaseDocument['row']): boolean {
  return (
    row.kind !== 'translation' &&
    row.language !== null &&
    row.language !== 'en' &&
    row.language !== UNDETERMINED
  );
}

export interface TranslationCounts {
  /** Documents that need an English translation. */
  readonly needed: readonly CaseDocument[];
  /** Of those, the ones still without one. */
  readonly untranslated: readonly CaseDocument[];
}

export function translationCounts(documents: readonly CaseDocument[]): TranslationCounts {
  const translated = new Set(documents.map((doc) => doc.row.translationOf).filter((id) => id !== null));
  const needed = documents.filter((doc) => needsTranslation(doc.row));
  return { needed, untranslated: needed.filter((doc) => !translated.has(doc.row.id)) };
}
