/**
 * How many of the case's required documents are uploaded. The documents module owns the checklist and
 * declares its count in its module definition (as the payments module declares its derivatives hook),
 * so the workspace never imports it. Without one no checklist exists: 0 of 0, which `caseProgress`
 * never counts as complete.
 */
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import type { CaseProgressSources, DocumentCounts } from '../module-events';

export type { DocumentCounts };

const NO_CHECKLIST: DocumentCounts = { uploaded: 0, required: 0 };

export function countCaseDocuments(
  progress: CaseProgressSources,
  db: Db,
  caseRow: CaseRow,
): Promise<DocumentCounts> {
  return progress.documents ? progress.documents(db, caseRow) : Promise.resolve(NO_CHECKLIST);
}
