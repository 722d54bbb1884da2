/**
 * The counts `caseProgress` and the dashboard percentage are computed from. Each comes from the module
 * that owns it (the information part is the legal questionnaire with the declaration); the case step fills in what the state machine already proved: a case past the
 * documents step passed the `documentsComplete` guard, one past the forms step the `formsComplete` one.
 */
import type { CaseProgressSnapshot } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import { caseOwnerOf } from '../questionnaire';
import type { CaseProgressSources } from '../module-events';
import { declarationCompletion, informationCompletion } from './declaration-progress';
import { countCaseDocuments } from './documents-progress';
import { questionnaireCompletion } from './legal-questionnaire';
import { reviewStageOf } from './review-stage';
import { isAtOrAfter } from './step-order';

export async function caseProgressSnapshot(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  legalConfigId: number | null,
): Promise<CaseProgressSnapshot> {
  const documents = await countCaseDocuments(progress, db, caseRow);
  const documentsDone = isAtOrAfter(caseRow.step, 'forms');
  const required = documentsDone ? Math.max(documents.required, 1) : documents.required;
  const informationDone = isAtOrAfter(caseRow.step, 'initial-review');
  const completion = informationDone
    ? 100
    : informationCompletion(
        legalConfigId === null
          ? 0
          : await questionnaireCompletion(db, caseOwnerOf({ accountId: caseRow.accountId }), legalConfigId),
        await declarationCompletion(progress, db, caseRow),
      );
  return {
    documentsUploaded: documentsDone ? required : documents.uploaded,
    documentsRequired: required,
    questionnaireCompletion: completion,
    review: reviewStageOf(caseRow.step),
  };
}
