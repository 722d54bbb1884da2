/**
 * On an installment plan, the price of family members added after paying can join the installments
 * still to pay instead of being paid at once (the applicant chooses). The plan's tax rate and state
 * stay those of the first payment, so nothing is asked again.
 */
import { AppError, type FamilyMemberCounts, type FamilyMembersImpact } from '@camino/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentInstallments, paymentPlans } from '../../db/schema/payments';
import { type CaseRow, lockCase, tryApplyCaseEvent } from '../cases';
import { familyMembersImpact, findPaymentPlan } from './family-members-coverage';
import type { PaymentsDeps } from './payments-deps';

/** Splits `cents` over `count` parts, the odd cents on the first ones, so the parts add up exactly. */
export function spreadCents(cents: number, count: number): number[] {
  const base = Math.floor(cents / count);
  const extra = cents - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

const noInstallmentsLeft = () =>
  new AppError('CONFLICT', {
    detail: 'The plan has no installments left to add the family members to; pay the difference now.',
    extensions: { reason: 'payment.noInstallmentsLeft' },
  });

/**
 * Raises what the plan covers to `requested` and adds the difference, tax included, to the unpaid
 * installments (scheduled or overdue; one being charged right now is left alone).
 */
export async function addFamilyMembersToInstallments(
  deps: Pick<PaymentsDeps, 'db' | 'catalog' | 'clock'>,
  caseRow: CaseRow,
  requested: FamilyMemberCounts,
): Promise<FamilyMembersImpact> {
  const catalog = await deps.catalog();
  const now = deps.clock();
  return deps.db.transaction(async (tx: Db) => {
    await lockCase(tx, caseRow.id);
    const plan = await findPaymentPlan(tx, caseRow.id);
    if (!plan || plan.plan !== 'installments') throw noInstallmentsLeft();
    const impact = familyMembersImpact(catalog, caseRow, plan, requested);
    if (impact.priceImpactCents === 0) return impact;
    const unpaid = await tx
      .select()
      .from(paymentInstallments)
      .where(
        and(
          eq(paymentInstallments.caseId, caseRow.id),
          inArray(paymentInstallments.status, ['scheduled', 'overdue']),
        ),
      )
      .orderBy(asc(paymentInstallments.number));
    if (unpaid.length === 0) throw noInstallmentsLeft();
    const prices = spreadCents(impact.priceImpactCents, unpaid.length);
    const taxes = spreadCents(impact.taxCents, unpaid.length);
    for (const [index, installment] of unpaid.entries()) {
      await tx
        .update(paymentInstallments)
        .set({
          amountCents: installment.amountCents + prices[index]!,
          taxCents: installment.taxCents + taxes[index]!,
          totalCents: installment.totalCents + prices[index]! + taxes[index]!,
        })
        .where(eq(paymentInstallments.id, installment.id));
    }
    await tx
      .update(paymentPlans)
      .set({
        coveredSpouse: sql`greatest(${paymentPlans.coveredSpouse}, ${requested.spouse ? 1 : 0})`,
        coveredChildren: sql`greatest(${paymentPlans.coveredChildren}, ${requested.children})`,
        totalCents: sql`${paymentPlans.totalCents} + ${impact.totalCents}`,
        updatedAt: now,
      })
      .where(eq(paymentPlans.caseId, caseRow.id));
    await tryApplyCaseEvent(tx, { caseId: caseRow.id, event: 'FAMILY_MEMBERS_ADDED_TO_PLAN', now });
    return impact;
  });
}
