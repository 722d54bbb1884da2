import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import { getActivePaymentPlan } from '../payments';
import type { ContractPrice } from './contract-details';

/** The price the contract states, from what the applicant paid for; null before any payment. */
export async function contractPriceOf(db: Db, caseRow: CaseRow): Promise<ContractPrice | null> {
  const plan = await getActivePaymentPlan(db, caseRow);
  if (plan.plan === null || plan.totalCents === 0) return null;
  const installmentsCents = plan.installments.reduce((sum, installment) => sum + installment.totalCents, 0);
  return {
    totalCents: plan.totalCents,
    downPaymentCents: plan.totalCents - installmentsCents,
    installmentsCount: plan.installments.length,
  };
}
