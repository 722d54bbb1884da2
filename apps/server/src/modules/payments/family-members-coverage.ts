/**
 * Family members once a case is paid: the price paid covers a given spouse and number of children.
 * Adding more costs the difference, paid once (tax at the plan's rate) through a `family-members`
 * checkout; before the first payment the quote simply follows the case.
 */
import {
  AppError,
  applyRate,
  type FamilyMemberCounts,
  type FamilyMembersImpact,
  type PriceCatalog,
} from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentPlans } from '../../db/schema/payments';
import { type CaseRow, countFamilyMembers, type DerivativesChange } from '../cases';
import { requireStrategy } from './quote-for-case';
import { quoteProblem } from './quote-problem';

export type PaymentPlanRow = typeof paymentPlans.$inferSelect;

export async function findPaymentPlan(db: Db, caseId: string): Promise<PaymentPlanRow | null> {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.caseId, caseId)).limit(1);
  return row ?? null;
}

export function coveredOf(plan: PaymentPlanRow | null): FamilyMemberCounts {
  return plan
    ? { spouse: plan.coveredSpouse > 0, children: plan.coveredChildren }
    : { spouse: false, children: 0 };
}

/** What `requested` costs beyond what `plan` covers; zero before the first payment. */
export function familyMembersImpact(
  catalog: PriceCatalog,
  caseRow: CaseRow,
  plan: PaymentPlanRow | null,
  requested: FamilyMemberCounts,
): FamilyMembersImpact {
  const covered = coveredOf(plan);
  if (!plan) return { priceImpactCents: 0, taxCents: 0, totalCents: 0, covered, requested };
  const { spouseCents, childCents } = catalog.products[requireStrategy(caseRow)].familyMembers;
  const addsSpouse = requested.spouse && !covered.spouse;
  const addedChildren = Math.max(0, requested.children - covered.children);
  if (addsSpouse && spouseCents === null) throw quoteProblem('quote.spouseNotOffered');
  if (addedChildren > 0 && childCents === null) throw quoteProblem('quote.childrenNotOffered');
  const priceImpactCents = (addsSpouse ? spouseCents! : 0) + addedChildren * (childCents ?? 0);
  const taxCents = applyRate(priceImpactCents, plan.taxRatePpm);
  return { priceImpactCents, taxCents, totalCents: priceImpactCents + taxCents, covered, requested };
}

/** Refuses, once paid, a set of family members the payments do not cover (409 with the price impact). */
export async function assertFamilyMembersCovered(
  catalog: () => Promise<PriceCatalog>,
  { db, caseRow, members }: DerivativesChange,
): Promise<void> {
  const plan = await findPaymentPlan(db, caseRow.id);
  if (!plan) return;
  const impact = familyMembersImpact(await catalog(), caseRow, plan, countFamilyMembers(members));
  if (impact.priceImpactCents > 0) {
    throw new AppError('CONFLICT', {
      detail: 'These family members are not covered by what was paid; pay the difference first.',
      extensions: {
        reason: 'payment.familyMembersNotCovered',
        priceImpactCents: impact.priceImpactCents,
        totalCents: impact.totalCents,
      },
    });
  }
}
