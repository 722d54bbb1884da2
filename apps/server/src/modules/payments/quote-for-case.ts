/**
 * The server's price for the caller's case: the case type and family members come from the case,
 * the date from the server's clock; only the plan, the state and the down payment come from the client.
 */
import {
  AppError,
  type FamilyMembers,
  type PaymentPlan,
  type PriceCatalog,
  type Quote,
  quote,
  type Strategy,
} from '@camino/contracts';
import type { Db } from '../../db/database';
import { type CaseRow, countFamilyMembers, listDerivatives } from '../cases';
import { dayOf } from './clock';
import { quoteProblem } from './quote-problem';

export interface PlanChoice {
  plan: PaymentPlan;
  state: string;
  downPaymentCents?: number | undefined;
}

/** The case type, or 409 `case.strategyMissing` while the applicant has not chosen one. */
export function requireStrategy(caseRow: CaseRow): Strategy {
  if (!caseRow.strategy) {
    throw new AppError('CONFLICT', {
      detail: 'Choose the case type before choosing a payment plan.',
      extensions: { reason: 'case.strategyMissing' },
    });
  }
  return caseRow.strategy;
}

/** Prices a plan for a case type and family members, or throws the broken rule as a 400. */
export function priceCase(
  catalog: PriceCatalog,
  strategy: Strategy,
  familyMembers: FamilyMembers,
  choice: PlanChoice,
  now: Date,
): Quote {
  const input = {
    product: catalog.products[strategy],
    taxRates: catalog.taxRates,
    state: choice.state,
    familyMembers,
    startDate: dayOf(now),
  };
  const result = quote({ ...input, plan: choice.plan, downPaymentCents: choice.downPaymentCents });
  if (result.quote) return result.quote;
  // The bounds come from the full-payment quote, which has no down payment to get wrong.
  const full = quote({ ...input, plan: 'full' }).quote;
  throw quoteProblem(
    result.error,
    full && { minimumDownPaymentCents: full.minimumDownPaymentCents, fullPriceCents: full.fullPriceCents },
  );
}

/** The quote of a plan for the caller's case, with the family members it prices. */
export async function quoteForCase(
  db: Db,
  catalog: PriceCatalog,
  caseRow: CaseRow,
  choice: PlanChoice,
  now: Date,
): Promise<{ quote: Quote; familyMembers: FamilyMembers }> {
  const strategy = requireStrategy(caseRow);
  const familyMembers = countFamilyMembers(await listDerivatives(db, caseRow.id));
  return { quote: priceCase(catalog, strategy, familyMembers, choice, now), familyMembers };
}
