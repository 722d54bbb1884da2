/**
 * The declaration is written while the applicant prepares the case: after the contract is signed and
 * until the case is complete. At 100 % (which includes the initial review and approval), or when the
 * percentage cannot be read, it is read-only, and the server refuses changes with 409, except while a
 * correction request from the review has reopened it.
 */
import { AppError, CASE_STEPS, isReadOnly } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import { type CaseProgressSources, caseCompletionPercentage } from '../workspace';
import { isSectionReopened } from '../review';

export function hasStartedApplication(caseRow: CaseRow): boolean {
  return CASE_STEPS.indexOf(caseRow.step) >= CASE_STEPS.indexOf('start-application');
}

export async function isDeclarationReadOnly(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
): Promise<boolean> {
  try {
    // A correction request on the declaration reopens it until the applicant says the corrections are done.
    if (await isSectionReopened(db, caseRow, 'declaration')) return false;
    return isReadOnly({ ok: true, ...(await caseCompletionPercentage(db, progress, caseRow)) });
  } catch {
    return true;
  }
}

/** Throws 403 before the contract is signed and 409 once the case is read-only. */
export async function assertDeclarationWritable(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
): Promise<void> {
  if (!hasStartedApplication(caseRow))
    throw new AppError('FORBIDDEN', {
      detail: 'The declaration is written after the contract is signed.',
      extensions: { reason: 'case.stepNotReached' },
    });
  if (await isDeclarationReadOnly(db, progress, caseRow))
    throw new AppError('CONFLICT', {
      detail: 'The case is complete; its declaration can no longer be changed here.',
      extensions: { reason: 'case.readOnly' },
    });
}
