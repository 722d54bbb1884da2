/**
 * What a case costs and how it is paid, from the price list, the family members, the applicant's
 * state and the chosen plan. Pure and integer-only, so the plan-selection screen and the server's
 * checkout compute the same numbers.
 */
import type { Strategy } from '../constants';
import { isIsoDate, monthlyDueDates } from './dates';
import { checkDownPayment, type DownPaymentError } from './down-payment';
import { applyRate, ceilRate, proportionalShare, roundedShare, splitEvenly } from './money';
import type { PaymentPlan } from './plans';
import type { FamilyMembers, Product, TaxRates } from './product';
import { NO_FAMILY_MEMBERS } from './product';

/** A bound against typing mistakes, well above any real family. */
export const MAX_CHILDREN = 20;

export interface QuoteInput {
  readonly product: Product;
  readonly taxRates: TaxRates;
  /** Two-letter U.S. state or territory code of the applicant's address. */
  readonly state: string;
  readonly familyMembers?: FamilyMembers;
  readonly plan: PaymentPlan;
  /** Installment plan only; the minimum when omitted. Ignored when paying in full. */
  readonly downPaymentCents?: number;
  /** The calendar day of today's charge (`YYYY-MM-DD`); installments fall due monthly after it. */
  readonly startDate: string;
}

/** One installment of the plan. */
export interface QuotedInstallment {
  /** 1 for the first installment after the down payment. */
  readonly number: number;
  readonly dueDate: string;
  readonly amountCents: number;
  readonly taxCents: number;
  /** Amount plus tax: what is charged on the due date. */
  readonly totalCents: number;
}

/** The Payment entity of spec section 3, with every amount in cents. */
export interface Quote {
  readonly strategy: Strategy;
  readonly plan: PaymentPlan;
  readonly currency: 'USD';
  /** The main applicant's pay-in-full price. */
  readonly basePriceCents: number;
  /** What the added family members cost. */
  readonly familyMembersCents: number;
  /** The full single payment before tax: base price plus family members. */
  readonly fullPriceCents: number;
  /** The chosen plan's price before tax: the full price, plus the surcharge on an installment plan. */
  readonly planPriceCents: number;
  /** What paying in full saves, tax included, compared with the installment plan. */
  readonly savingsCents: number;
  readonly minimumDownPaymentCents: number;
  /** The part of the price paid today, before tax; the full price when paying in full. */
  readonly downPaymentCents: number;
  readonly installmentsCount: number;
  readonly installments: readonly QuotedInstallment[];
  /** Tax rate in parts per million (4.875% = 48 750). */
  readonly taxRatePpm: number;
  /** Tax on the whole plan price. */
  readonly taxCents: number;
  /** The tax share charged today with the down payment. */
  readonly taxTodayCents: number;
  /** Down payment plus its tax share: today's charge. */
  readonly totalTodayCents: number;
  /** Everything the applicant pays over the plan, tax included. */
  readonly totalCents: number;
}

export type QuoteError =
  | DownPaymentError
  | 'quote.unknownState'
  | 'quote.spouseNotOffered'
  | 'quote.childrenNotOffered'
  | 'quote.invalidFamilyMembers'
  | 'quote.invalidStartDate';

export type QuoteResult =
  | { readonly quote: Quote; readonly error?: undefined }
  | { readonly quote?: undefined; readonly error: QuoteError };

function familyMembersCost(product: Product, members: FamilyMembers): number | QuoteError {
  if (!Number.isInteger(members.children) || members.children < 0 || members.children > MAX_CHILDREN) {
    return 'quote.invalidFamilyMembers';
  }
  const { spouseCents, childCents } = product.familyMembers;
  if (members.spouse && spouseCents === null) return 'quote.spouseNotOffered';
  if (members.children > 0 && childCents === null) return 'quote.childrenNotOffered';
  return (members.spouse ? (spouseCents ?? 0) : 0) + members.children * (childCents ?? 0);
}

/** The minimum down payment for a full price: the product's share of it, rounded up to the cent. */
export function minimumDownPayment(product: Product, fullPriceCents: number): number {
  return ceilRate(fullPriceCents, product.minimumDownPaymentPpm);
}

/** Prices a case for a plan, or names the first input rule it breaks. */
export function quote(input: QuoteInput): QuoteResult {
  const { product, plan } = input;
  const state = input.state.trim().toUpperCase();
  if (!Object.hasOwn(input.taxRates, state)) return { error: 'quote.unknownState' };
  const taxRatePpm = input.taxRates[state]!;
  if (!isIsoDate(input.startDate)) return { error: 'quote.invalidStartDate' };

  const familyMembersCents = familyMembersCost(product, input.familyMembers ?? NO_FAMILY_MEMBERS);
  if (typeof familyMembersCents === 'string') return { error: familyMembersCents };

  const fullPriceCents = product.priceCents + familyMembersCents;
  const installmentPriceCents = fullPriceCents + product.installments.surchargeCents;
  const fullTaxCents = applyRate(fullPriceCents, taxRatePpm);
  const installmentTaxCents = applyRate(installmentPriceCents, taxRatePpm);
  const minimumDownPaymentCents = minimumDownPayment(product, fullPriceCents);
  const common = {
    strategy: product.strategy,
    plan,
    currency: 'USD' as const,
    basePriceCents: product.priceCents,
    familyMembersCents,
    fullPriceCents,
    savingsCents: installmentPriceCents + installmentTaxCents - (fullPriceCents + fullTaxCents),
    minimumDownPaymentCents,
    taxRatePpm,
  };

  if (plan === 'full') {
    return {
      quote: {
        ...common,
        planPriceCents: fullPriceCents,
        downPaymentCents: fullPriceCents,
        installmentsCount: 0,
        installments: [],
        taxCents: fullTaxCents,
        taxTodayCents: fullTaxCents,
        totalTodayCents: fullPriceCents + fullTaxCents,
        totalCents: fullPriceCents + fullTaxCents,
      },
    };
  }

  const downPaymentCents = input.downPaymentCents ?? minimumDownPaymentCents;
  const downPaymentError = checkDownPayment(downPaymentCents, {
    minimumCents: minimumDownPaymentCents,
    fullPriceCents,
  });
  if (downPaymentError) return { error: downPaymentError };

  const count = product.installments.count;
  const financedCents = installmentPriceCents - downPaymentCents;
  // Tax follows the money: today's share matches the down payment's share of the price.
  const taxTodayCents = roundedShare(installmentTaxCents, downPaymentCents, installmentPriceCents);
  const laterTaxCents = installmentTaxCents - taxTodayCents;
  const amounts = splitEvenly(financedCents, count);
  const dueDates = monthlyDueDates(input.startDate, count);
  let taxSoFar = 0;
  const installments = amounts.map((amountCents, index): QuotedInstallment => {
    const last = index === count - 1;
    const taxCents = last
      ? laterTaxCents - taxSoFar
      : proportionalShare(laterTaxCents, amountCents, financedCents);
    taxSoFar += taxCents;
    return {
      number: index + 1,
      dueDate: dueDates[index]!,
      amountCents,
      taxCents,
      totalCents: amountCents + taxCents,
    };
  });

  return {
    quote: {
      ...common,
      planPriceCents: installmentPriceCents,
      downPaymentCents,
      installmentsCount: count,
      installments,
      taxCents: installmentTaxCents,
      taxTodayCents,
      totalTodayCents: downPaymentCents + taxTodayCents,
      totalCents: installmentPriceCents + installmentTaxCents,
    },
  };
}
