/**
 * How much of the declaration is written, 0–100. The declaration module owns its sections and
 * registers its count here (as the documents module registers its checklist count), so the workspace
 * never imports it. Until one is registered, or when the case has none to write, it is not counted: null.
 */
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';

/** Null when the case has no declaration to write (no case type yet, or none for its type). */
export type DeclarationProgressSource = (db: Db, caseRow: CaseRow) => Promise<number | null>;

let source: DeclarationProgressSource | null = null;

/** Called once by the declaration module; a later registration replaces the earlier one. */
export function registerDeclarationProgress(next: DeclarationProgressSource): void {
  source = next;
}

export function declarationCompletion(db: Db, caseRow: CaseRow): Promise<number | null> {
  return source ? source(db, caseRow) : Promise.resolve(null);
}

/**
 * The information part of the percentage: the legal questionnaire and the declaration weigh the same,
 * 100 only when both are complete. Without a declaration count it is the questionnaire alone.
 */
export function informationCompletion(questionnaire: number, declaration: number | null): number {
  if (declaration === null) return questionnaire;
  return Math.floor((questionnaire + declaration) / 2);
}
