/**
 * How much of the declaration is written, 0–100. The declaration module owns its sections and
 * declares its count in its module definition (as the documents module declares its checklist count),
 * so the workspace never imports it. Without one, or when the case has none to write, it is not
 * counted: null.
 */
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import type { CaseProgressSources } from '../module-events';

export function declarationCompletion(
  progress: CaseProgressSources,
  db: Db,
  caseRow: CaseRow,
): Promise<number | null> {
  return progress.declaration ? progress.declaration(db, caseRow) : Promise.resolve(null);
}

/**
 * The information part of the percentage: the legal questionnaire and the declaration weigh the same,
 * 100 only when both are complete. Without a declaration count it is the questionnaire alone.
 */
export function informationCompletion(questionnaire: number, declaration: number | null): number {
  if (declaration === null) return questionnaire;
  return Math.floor((questionnaire + declaration) / 2);
}
