/** The declaration's part of the case's progress: the percentage the dashboard counts and the items it lists. */
import type { Locale, MissingItem } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import type { DeclarationContent, DeclarationContentSet } from './declaration-content';
import { findDeclaration } from './declaration-store';
import { declarationMissingItems, declarationPercentage, declarationTodo } from './declaration-todo';

const contentOf = (content: DeclarationContentSet, caseRow: CaseRow): DeclarationContent | undefined =>
  caseRow.strategy === null ? undefined : content.byStrategy.get(caseRow.strategy);

/** 0–100, or null when the case has no declaration to write. */
export async function declarationProgress(
  db: Db,
  content: DeclarationContentSet,
  caseRow: CaseRow,
): Promise<number | null> {
  const declaration = contentOf(content, caseRow);
  if (declaration === undefined) return null;
  return declarationPercentage(declarationTodo(declaration, await findDeclaration(db, caseRow.id)));
}

export async function declarationMissing(
  db: Db,
  content: DeclarationContentSet,
  caseRow: CaseRow,
  lang: Locale,
): Promise<MissingItem[]> {
  const declaration = contentOf(content, caseRow);
  if (declaration === undefined) return [];
  const todo = declarationTodo(declaration, await findDeclaration(db, caseRow.id));
  return declarationMissingItems(declaration, todo, lang);
}
