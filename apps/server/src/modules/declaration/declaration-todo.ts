/**
 * What the declaration still needs before the case can be sent for preparation, as the units the
 * percentage counts and the items the dashboard lists: the language chosen, every required part
 * written (a suggested length is advice, never a block), and for a Spanish declaration a current
 * English translation of every written part (or a current translation file).
 */
import type { Locale, MissingItem, MissingItemKind, TranslationStanding } from '@camino/contracts';
import type { DeclarationContent } from './declaration-content';
import type { StoredDeclaration } from './declaration-store';
import { countWords } from './story-text';
import { declarationTranslation } from './translation-state';

export interface DeclarationTodo {
  readonly key: string;
  readonly kind: MissingItemKind;
  /** The part it is about, when it is about one. */
  readonly section?: string;
  readonly done: boolean;
}

const TRANSLATION_KIND: Record<Exclude<TranslationStanding, 'current'>, MissingItemKind> = {
  missing: 'declaration-translation',
  'machine-draft': 'declaration-translation-draft',
  'out-of-date': 'declaration-translation-outdated',
};

/** A required part counts as written once it has words; how many is a suggestion. */
export const isSectionWritten = (text: string | undefined): boolean => countWords(text ?? '') > 0;

export function declarationTodo(content: DeclarationContent, stored: StoredDeclaration): DeclarationTodo[] {
  const todo: DeclarationTodo[] = [
    { key: 'declaration-language', kind: 'declaration-language', done: stored.language !== null },
    ...content.sections
      .filter((section) => !section.optional)
      .map((section) => ({
        key: `declaration-section:${section.key}`,
        kind: 'declaration-section' as const,
        section: section.key,
        done: isSectionWritten(stored.original.get(section.key)?.text),
      })),
  ];
  const translation = declarationTranslation(content, stored);
  if (!translation.needed) return todo;
  if (translation.file !== null)
    return [
      ...todo,
      {
        key: 'declaration-translation-file',
        kind: 'declaration-translation-file-outdated',
        done: translation.file === 'current',
      },
    ];
  const written = content.sections.filter((section) =>
    isSectionWritten(stored.original.get(section.key)?.text),
  );
  return [
    ...todo,
    ...written.map((section) => {
      const standing = translation.sections.find((candidate) => candidate.key === section.key)!.standing;
      return {
        key: `declaration-translation:${section.key}`,
        kind: standing === 'current' ? ('declaration-translation' as const) : TRANSLATION_KIND[standing],
        section: section.key,
        done: standing === 'current',
      };
    }),
  ];
}

/** How much of the declaration is done, 0–100; 100 only when nothing is left. */
export function declarationPercentage(todo: readonly DeclarationTodo[]): number {
  if (todo.length === 0) return 100;
  const done = todo.filter((item) => item.done).length;
  return done === todo.length ? 100 : Math.min(99, Math.floor((100 * done) / todo.length));
}

/** Where each unfinished unit is done, named in the reader's language. */
export function declarationMissingItems(
  content: DeclarationContent,
  todo: readonly DeclarationTodo[],
  lang: Locale,
): MissingItem[] {
  return todo
    .filter((item) => !item.done)
    .map((item) => {
      const section = content.sections.find((candidate) => candidate.key === item.section);
      const params: Record<string, string> = section ? { section: section.title[lang] } : {};
      return {
        key: item.key,
        kind: item.kind,
        step: 'complete-information' as const,
        params,
        route: routeOf(item),
      };
    });
}

function routeOf(item: DeclarationTodo): string {
  if (item.kind === 'declaration-language') return '/declaration-landing';
  if (item.kind === 'declaration-section') return `/declaration-sections?section=${item.section}`;
  if (item.kind === 'declaration-translation-file-outdated') return '/declaration#translation-file';
  return `/declaration#translation-${item.section}`;
}
