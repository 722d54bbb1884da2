import { AppError, type CreatePaymentResponse, type Locale } from '@camino/contracts';
import { type ApplicantCase, findCaseById } from '../cases';
import { getActivePaymentPlan } from './active-payment-plan';
import { chargeInstallment } from './charge-installment';
import { viewCheckout } from './checkout-status';
import type { PaymentsDeps } from './payments-deps';
import { findPaymentMethod } from './saved-method';
import { pickInstallment, startInstallmentCheckout } from './start-checkouts';

export interface PayInstallmentNowRequest {
  method: 'new' | 'saved';
  installmentNumber?: number | undefined;
  idempotencyKey: string;
  locale?: Locale | undefined;
}

/**
 * `POST /create-payment`: pays an installment now (overdue or early). With a new card it opens a
 * checkout; with the card on file it charges at once and answers with the plan as it now stands.
 */
export async function payInstallmentNow(
  deps: PaymentsDeps,
  applicant: ApplicantCase,
  request: PayInstallmentNowRequest,
): Promise<CreatePaymentResponse> {
  const { caseRow, user } = applicant;
  if (request.method === 'new') {
    const row = await startInstallmentCheckout(deps, applicant, {
      ...request,
      locale: request.locale ?? user.locale,
    });
    return {
      method: 'new',
      installmentNumber: row.installmentNumber!,
      checkout: await viewCheckout(deps, row),
    };
  }
  const method = await findPaymentMethod(deps.db, caseRow.id);
  if (!method?.methodRef) {
    throw new AppError('CONFLICT', {
      detail: 'There is no card on file; pay with a new card.',
      extensions: { reason: 'payment.noSavedMethod' },
    });
  }
  const installment = await pickInstallment(deps, caseRow.id, request.installmentNumber);
  const outcome = await chargeInstallment(deps, installment.id, 'applicant');
  const refreshed = await findCaseById(deps.db, caseRow.id);
  const result = outcome.result === 'skipped' ? 'pending' : outcome.result;
  return {
    method: 'saved',
    installmentNumber: installment.number,
    result,
    failureMessageKey: result === 'failed' ? 'payment.failed' : null,
    plan: await getActivePaymentPlan(deps.db, refreshed ?? caseRow),
  };
}
