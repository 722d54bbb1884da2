import { AppError } from '@camino/contracts';
import type { Db } from '../../db/database';
import { type CaseRow, tryApplyCaseEvent } from '../cases';
import { isAtOrAfter } from './step-order';

/**
 * POST mycase/startMyCase: the applicant leaves Start application for their documents. Idempotent: a
 * second tap (or a retry after a lost answer) finds the case already started and returns it unchanged.
 * The `c` of the spec, when sent, must name the caller's own case.
 */
export async function startMyCase(
  db: Db,
  caseRow: CaseRow,
  named: string | undefined,
  now: Date,
): Promise<CaseRow> {
  if (named !== undefined && named !== caseRow.id)
    throw new AppError('NOT_FOUND', { detail: 'Case not found.' });
  if (isAtOrAfter(caseRow.step, 'documents')) return caseRow;
  const outcome = await tryApplyCaseEvent(db, { caseId: caseRow.id, event: 'APPLICATION_STARTED', now });
  if (outcome.applied) return outcome.row;
  // Another request started it between our read and the locked one.
  if (isAtOrAfter(outcome.row.step, 'documents')) return outcome.row;
  throw new AppError('CONFLICT', {
    detail: 'The case cannot be started yet.',
    extensions: { reason: outcome.error.code, event: 'APPLICATION_STARTED' },
  });
}
