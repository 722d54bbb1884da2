/**
 * The quote computed in the browser with the contracts' `quote()`, for instant feedback while the
 * applicant changes the plan, the state or the family members. The server's quote is the one charged.
 */
import {
  calendarDayOf,
  quote,
  type BasicPaymentOptions,
  type FamilyMembers,
  type PaymentPlan,
  type QuoteResult,
  type SavedFamilyMember,
} from '@camino/contracts';

// Before a state is chosen the prices are shown before tax, under a code no real state uses.
const NO_STATE = 'ZZ';

export function familyCounts(members: readonly Pick<SavedFamilyMember, 'relationship'>[]): FamilyMembers {
  return {
    spouse: members.some((member) => member.relationship === 'spouse'),
    children: members.filter((member) => member.relationship === 'child').length,
  };
}

export function localQuote(input: {
  priceList: BasicPaymentOptions;
  familyMembers: FamilyMembers;
  plan: PaymentPlan;
  /** The state and its tax rate once known; null prices before tax. */
  tax: { state: string; ratePpm: number } | null;
  downPaymentCents?: number | undefined;
  today?: Date;
}): QuoteResult {
  const state = input.tax?.state ?? NO_STATE;
  return quote({
    product: input.priceList,
    taxRates: { [state]: input.tax?.ratePpm ?? 0 },
    state,
    familyMembers: input.familyMembers,
    plan: input.plan,
    ...(input.downPaymentCents !== undefined ? { downPaymentCents: input.downPaymentCents } : {}),
    startDate: calendarDayOf(input.today ?? new Date()),
  });
}
