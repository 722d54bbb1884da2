import {
  AppError,
  type CaseContext,
  type CaseEvent,
  EMPTY_CASE_CONTEXT,
  transition,
} from '@camino/contracts';
import type { CaseRow } from '../cases';

/**
 * Refuses, inside the transaction that locked the case, an event the table would refuse: writes made
 * before the event (a request row, an approval) then roll back with it instead of outliving a refusal.
 */
export function assertEventAllowed(row: CaseRow, event: CaseEvent, context: Partial<CaseContext> = {}): void {
  const result = transition({ step: row.step, payment: row.payment }, event, {
    ...EMPTY_CASE_CONTEXT,
    plan: row.plan,
    ...context,
  });
  if (result.error)
    throw new AppError('CONFLICT', {
      detail: 'This step is not available for the case right now.',
      extensions: { reason: result.error.code, event },
    });
}
