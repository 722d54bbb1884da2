/** The four kinds of checkout: the case's first payment, family members, an installment, a new card. */
import {
  AppError,
  type CreateCheckoutRequest,
  EMPTY_CASE_CONTEXT,
  findTransition,
  type FamilyMemberCounts,
  type Locale,
} from '@camino/contracts';
import { type ApplicantCase } from '../cases';
import type { CheckoutRow } from './checkout-records';
import { familyMembersImpact, findPaymentPlan } from './family-members-coverage';
import { listInstallments } from './installments';
import { notPayable, openCheckout } from './open-checkout';
import type { PaymentsDeps } from './payments-deps';
import { quoteForCase } from './quote-for-case';
import { findPayer } from './payer';

async function emailOf(deps: PaymentsDeps, caseId: string): Promise<string> {
  return (await findPayer(deps.db, caseId))?.email ?? '';
}

export async function startCaseCheckout(
  deps: PaymentsDeps,
  { caseRow }: ApplicantCase,
  request: Omit<CreateCheckoutRequest, 'purpose' | 'familyMembers'> & { locale: Locale },
): Promise<CheckoutRow> {
  const now = deps.clock();
  const catalog = await deps.catalog();
  const { quote, familyMembers } = await quoteForCase(deps.db, catalog, caseRow, request, now);
  return openCheckout(deps, caseRow, await emailOf(deps, caseRow.id), {
    purpose: 'case',
    idempotencyKey: request.idempotencyKey,
    locale: request.locale,
    amountCents: quote.totalTodayCents,
    taxCents: quote.taxTodayCents,
    plan: request.plan,
    taxState: request.state.toUpperCase(),
    quote,
    familyMembers,
    installmentNumber: null,
    // The case machine decides when a first payment may start; this only refuses early, before the provider is called.
    precondition: (row) => {
      const state = { step: row.step, payment: row.payment };
      if (!findTransition(state, 'PAYMENT_STARTED', EMPTY_CASE_CONTEXT)) throw notPayable();
    },
  });
}

export async function startFamilyMembersCheckout(
  deps: PaymentsDeps,
  { caseRow }: ApplicantCase,
  request: { idempotencyKey: string; locale: Locale; familyMembers?: FamilyMemberCounts | undefined },
): Promise<CheckoutRow> {
  const plan = await findPaymentPlan(deps.db, caseRow.id);
  if (!plan) {
    throw new AppError('CONFLICT', {
      detail: 'Family members are part of the first payment; add them before paying.',
      extensions: { reason: 'payment.notPaidYet' },
    });
  }
  if (!request.familyMembers) {
    throw new AppError('VALIDATION', {
      detail: 'Say which family members the case should cover.',
      errors: [{ path: 'body.familyMembers', message: 'required' }],
    });
  }
  const impact = familyMembersImpact(await deps.catalog(), caseRow, plan, request.familyMembers);
  if (impact.totalCents === 0) {
    throw new AppError('CONFLICT', {
      detail: 'These family members are already covered.',
      extensions: { reason: 'payment.familyMembersCovered' },
    });
  }
  // The covered set never shrinks: paying for two children when one is covered covers two.
  const covered = {
    spouse: request.familyMembers.spouse || impact.covered.spouse,
    children: Math.max(request.familyMembers.children, impact.covered.children),
  };
  return openCheckout(deps, caseRow, await emailOf(deps, caseRow.id), {
    purpose: 'family-members',
    idempotencyKey: request.idempotencyKey,
    locale: request.locale,
    amountCents: impact.totalCents,
    taxCents: impact.taxCents,
    plan: null,
    taxState: plan.taxState,
    quote: null,
    familyMembers: covered,
    installmentNumber: null,
    precondition: () => {},
  });
}

/** The installment the applicant pays now: the one asked for, or the earliest unpaid. */
export async function pickInstallment(deps: PaymentsDeps, caseId: string, number?: number) {
  const unpaid = (await listInstallments(deps.db, caseId)).filter((i) => i.status !== 'paid');
  const installment = number === undefined ? unpaid[0] : unpaid.find((i) => i.number === number);
  if (!installment) {
    throw new AppError('CONFLICT', {
      detail: 'There is no unpaid installment to pay.',
      extensions: { reason: 'payment.nothingDue' },
    });
  }
  if (installment.status === 'processing') {
    throw new AppError('CONFLICT', {
      detail: 'This installment is being charged right now.',
      extensions: { reason: 'payment.installmentProcessing' },
    });
  }
  return installment;
}

export async function startInstallmentCheckout(
  deps: PaymentsDeps,
  { caseRow }: ApplicantCase,
  request: { idempotencyKey: string; locale: Locale; installmentNumber?: number | undefined },
): Promise<CheckoutRow> {
  const installment = await pickInstallment(deps, caseRow.id, request.installmentNumber);
  return openCheckout(deps, caseRow, await emailOf(deps, caseRow.id), {
    purpose: 'installment',
    idempotencyKey: request.idempotencyKey,
    locale: request.locale,
    amountCents: installment.totalCents,
    taxCents: installment.taxCents,
    plan: null,
    taxState: null,
    quote: null,
    familyMembers: null,
    installmentNumber: installment.number,
    precondition: () => {},
  });
}

export async function startSaveMethodCheckout(
  deps: PaymentsDeps,
  { caseRow }: ApplicantCase,
  request: { idempotencyKey: string; locale: Locale },
): Promise<CheckoutRow> {
  if (!(await findPaymentPlan(deps.db, caseRow.id))) {
    throw new AppError('CONFLICT', {
      detail: 'The card is saved with the first payment.',
      extensions: { reason: 'payment.notPaidYet' },
    });
  }
  return openCheckout(deps, caseRow, await emailOf(deps, caseRow.id), {
    purpose: 'save-method',
    idempotencyKey: request.idempotencyKey,
    locale: request.locale,
    amountCents: 0,
    taxCents: 0,
    plan: null,
    taxState: null,
    quote: null,
    familyMembers: null,
    installmentNumber: null,
    precondition: () => {},
  });
}
