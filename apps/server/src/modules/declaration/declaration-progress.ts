/** How much of the declaration is written, for the dashboard percentage: its required sections at their minimum length. */
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import type { DeclarationContentSet } from './declaration-content';
import { findDeclaration } from './declaration-store';
import { countWords } from './story-text';

export async function declarationProgress(
  db: Db,
  content: DeclarationContentSet,
  caseRow: CaseRow,
): Promise<number | null> {
  const sections = caseRow.strategy === null ? undefined : content.byStrategy.get(caseRow.strategy)?.sections;
  const required = (sections ?? []).filter((section) => !section.optional);
  if (required.length === 0) return null;
  const stored = await findDeclaration(db, caseRow.id);
  const written = required.filter(
    (section) => countWords(stored.original.get(section.key)?.text ?? '') >= Math.max(1, section.minWords),
  );
  return Math.floor((100 * written.length) / required.length);
}
