/**
 * Where the English translation of a Spanish declaration stands, section by section and as a whole.
 * Each typed section's translation is judged against its own original; an uploaded file translates
 * the whole declaration, so it is judged against every section's original at once and, while it is
 * there, stands in for the typed sections. Only a translation that is current everywhere it is filed
 * from may be filed and certified.
 */
import type { TranslationStanding } from '@camino/contracts';
import { revisionOf, translationStanding } from '../../lib/translation-revision';
import type { DeclarationContent } from './declaration-content';
import type { StoredDeclaration } from './declaration-store';

export interface SectionTranslation {
  readonly key: string;
  readonly standing: TranslationStanding;
}

export interface DeclarationTranslation {
  /** Written in Spanish: USCIS needs the English translation. */
  readonly needed: boolean;
  /** Every section, in content order; `current` for a section with nothing written. */
  readonly sections: readonly SectionTranslation[];
  /** The uploaded file's standing; null without one. */
  readonly file: TranslationStanding | null;
  /** What is filed is current: the file when there is one, else every typed section. */
  readonly ready: boolean;
}

const originalsOf = (content: DeclarationContent, stored: StoredDeclaration): string[] =>
  content.sections.map((section) => stored.original.get(section.key)?.text ?? '');

/** The revision of the whole declaration an uploaded translation file records when it is kept. */
export function fileRevisionOf(content: DeclarationContent, stored: StoredDeclaration): string {
  return revisionOf(originalsOf(content, stored));
}

/** The revision of one section's original, which a translator's save of that section records. */
export function sectionRevisionOf(stored: StoredDeclaration, key: string): string {
  return revisionOf(stored.original.get(key)?.text ?? '');
}

export function declarationTranslation(
  content: DeclarationContent,
  stored: StoredDeclaration,
): DeclarationTranslation {
  const needed = stored.language === 'es';
  const sections = content.sections.map((section) => ({
    key: section.key,
    standing: needed
      ? translationStanding(
          stored.original.get(section.key)?.text ?? '',
          stored.translation.get(section.key) ?? null,
        )
      : ('current' as const),
  }));
  const file =
    needed && stored.translationFile !== null
      ? translationStanding(originalsOf(content, stored), stored.translationFile)
      : null;
  const ready =
    !needed || (file !== null ? file === 'current' : sections.every((s) => s.standing === 'current'));
  return { needed, sections, file, ready };
}

/** Why the translation cannot be filed yet, as the problem reason the screens explain; null when it can. */
export function translationProblem(
  translation: DeclarationTranslation,
): 'translation.incomplete' | 'translation.unreviewed' | 'translation.outOfDate' | null {
  if (translation.ready) return null;
  const standings =
    translation.file !== null ? [translation.file] : translation.sections.map((section) => section.standing);
  if (standings.includes('missing')) return 'translation.incomplete';
  if (standings.includes('out-of-date')) return 'translation.outOfDate';
  return 'translation.unreviewed';
}
