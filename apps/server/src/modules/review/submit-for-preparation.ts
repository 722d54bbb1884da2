/**
 * The dashboard's submit-for-preparation at 100 %: the case leaves the applicant's own input (documents,
 * then forms) for the initial review, and from there every page is read-only. Submitting again is a no-op.
 */
import { AppError, CASE_STEPS, type CaseStep, type Locale, type MissingItem } from '@camino/contracts';
import type { Db } from '../../db/database';
import { applyCaseEvent, type CaseRow } from '../cases';
import type { CaseProgressSources } from '../workspace';

export type PercentageOf = (db: Db, caseRow: CaseRow, progress: CaseProgressSources) => Promise<number>;
/** What still blocks sending the case for preparation, named in `lang` (the workspace's list). */
export type MissingItemsOf = (
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  lang: Locale,
) => Promise<MissingItem[]>;

const atOrAfter = (step: CaseStep, milestone: CaseStep) =>
  CASE_STEPS.indexOf(step) >= CASE_STEPS.indexOf(milestone);

export async function submitForPreparation(
  deps: {
    db: Db;
    percentageOf: PercentageOf;
    missingItemsOf: MissingItemsOf;
    caseProgress: CaseProgressSources;
    now: Date;
    lang: Locale;
  },
  caseRow: CaseRow,
): Promise<CaseRow> {
  if (atOrAfter(caseRow.step, 'initial-review')) return caseRow;
  if (caseRow.step !== 'documents' && caseRow.step !== 'forms')
    throw new AppError('CONFLICT', {
      detail: 'The case cannot be submitted at this step.',
      extensions: { reason: 'case.eventNotAllowed' },
    });
  const [percentage, missing] = await Promise.all([
    deps.percentageOf(deps.db, caseRow, deps.caseProgress),
    deps.missingItemsOf(deps.db, deps.caseProgress, caseRow, deps.lang),
  ]);
  if (percentage < 100 || missing.length > 0)
    throw new AppError('CONFLICT', {
      detail: 'The case is not complete yet.',
      extensions: { reason: 'case.notComplete', completionPercentage: percentage, missingItems: missing },
    });
  let row = caseRow;
  if (row.step === 'documents')
    row = await applyCaseEvent(deps.db, {
      caseId: row.id,
      event: 'DOCUMENTS_COMPLETED',
      context: { documentsComplete: true },
      now: deps.now,
    });
  return applyCaseEvent(deps.db, {
    caseId: row.id,
    event: 'FORMS_COMPLETED',
    context: { formsComplete: true },
    now: deps.now,
  });
}
