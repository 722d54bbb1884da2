/**
 * The one way a case changes state: the event goes through the table in `@camino/contracts`, and
 * the new state and its log entry are written in the same transaction, with the case row locked so
 * two deliveries of one event (a webhook retried while the pop-up reports back) apply it once.
 */
import {
  AppError,
  type CaseContext,
  type CaseEvent,
  type CaseState,
  EMPTY_CASE_CONTEXT,
  type TransitionError,
  transition,
} from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cases, caseStateLogs } from '../../db/schema/cases';
import { lockCase } from './lock-case';
import type { CaseRow } from './open-case';

export type CaseEventOutcome =
  | { readonly applied: true; readonly from: CaseState; readonly state: CaseState; readonly row: CaseRow }
  | {
      readonly applied: false;
      readonly state: CaseState;
      readonly error: TransitionError;
      readonly row: CaseRow;
    };

export interface ApplyCaseEventInput {
  caseId: string;
  event: CaseEvent;
  /** Facts the caller's module owns (installments, documents…); the plan defaults to the case's. */
  context?: Partial<CaseContext>;
  now: Date;
  /** Runs inside the transaction before the event is applied, with the locked row (e.g. record the plan). */
  before?: (tx: Db, row: CaseRow) => Promise<CaseRow | void>;
}

/** Applies an event when the table allows it; a refused event changes nothing and says why. */
export async function tryApplyCaseEvent(db: Db, input: ApplyCaseEventInput): Promise<CaseEventOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockCase(tx, input.caseId);
    const row = (await input.before?.(tx, locked)) ?? locked;
    const from: CaseState = { step: row.step, payment: row.payment };
    const context: CaseContext = { ...EMPTY_CASE_CONTEXT, plan: row.plan, ...input.context };
    const result = transition(from, input.event, context);
    if (result.error) return { applied: false, state: from, error: result.error, row };

    const [updated] = await tx
      .update(cases)
      .set({ step: result.state.step, payment: result.state.payment, updatedAt: input.now })
      .where(eq(cases.id, row.id))
      .returning();
    await tx.insert(caseStateLogs).values({
      caseId: row.id,
      event: input.event,
      fromStep: from.step,
      fromPayment: from.payment,
      toStep: result.state.step,
      toPayment: result.state.payment,
      createdAt: input.now,
    });
    return { applied: true, from, state: result.state, row: updated! };
  });
}

/** Applies an event or answers 409 with the reason (`case.eventNotAllowed` / `case.guardFailed`). */
export async function applyCaseEvent(db: Db, input: ApplyCaseEventInput): Promise<CaseRow> {
  const outcome = await tryApplyCaseEvent(db, input);
  if (!outcome.applied) {
    throw new AppError('CONFLICT', {
      detail: 'This step is not available for the case right now.',
      extensions: { reason: outcome.error.code, event: input.event },
    });
  }
  return outcome.row;
}
