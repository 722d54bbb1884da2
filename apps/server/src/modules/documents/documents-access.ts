/**
 * Documents change only while the applicant is preparing the case: after the contract is signed and
 * before the case is complete. A case at 100 %, or whose percentage cannot be read, is read-only,
 * unless a correction request reopened the evidence.
 */
import { AppError, CASE_STEPS, isReadOnly } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import { isSectionReopened } from '../review';
import { type CaseProgressSources, caseCompletionPercentage } from '../workspace';

export function hasStartedApplication(caseRow: CaseRow): boolean {
  return CASE_STEPS.indexOf(caseRow.step) >= CASE_STEPS.indexOf('start-application');
}

export async function isDocumentsReadOnly(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
): Promise<boolean> {
  // A correction request on the evidence reopens the documents until it is resolved.
  if (await isSectionReopened(db, caseRow, 'evidence')) return false;
  try {
    return isReadOnly({ ok: true, ...(await caseCompletionPercentage(db, progress, caseRow)) });
  } catch {
    return true;
  }
}

/** Throws 403 before the contract is signed and 409 once the case is read-only. */
export async function assertDocumentsWritable(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
): Promise<void> {
  if (!hasStartedApplication(caseRow))
    throw new AppError('FORBIDDEN', {
      detail: 'Documents are uploaded after the contract is signed.',
      extensions: { reason: 'case.stepNotReached' },
    });
  if (await isDocumentsReadOnly(db, progress, caseRow))
    throw new AppError('CONFLICT', {
      detail: 'The case is complete; its documents can no longer be changed here.',
      extensions: { reason: 'case.readOnly' },
    });
}
