/**
 * Where an applicant belongs, derived from the case state alone, and the predicates behind the
 * pay, access-payment and access-my-case guards. The server answers `param-navigation-rules` and
 * fills the session's access flags from these functions, so the route a guard sends someone to
 * always passes that route's own guards (no redirect loops).
 */
import { CASE_STEPS, type CaseState, type CaseStep, type PaymentStatus } from './case-machine';

/** The navigation-rules response of spec section 3; `route` is a locale-free path of the route table. */
export interface NavigationRules {
  readonly route: string;
  readonly hasCorrectionRequest: boolean;
  readonly isFinalReview: boolean;
}

const stepIndex = (step: CaseStep): number => CASE_STEPS.indexOf(step);
const isAtOrAfter = (step: CaseStep, milestone: CaseStep): boolean => stepIndex(step) >= stepIndex(milestone);

/** Whether a case at `step` has reached `milestone` of the journey (or gone past it). */
export function hasReachedStep(step: CaseStep, milestone: CaseStep): boolean {
  return isAtOrAfter(step, milestone);
}

const PAID_STATUSES: readonly PaymentStatus[] = ['installments-current', 'paid-in-full'];

/** Pay guard: a payment succeeded and no installment is overdue. */
export function hasPaid(state: CaseState): boolean {
  return PAID_STATUSES.includes(state.payment);
}

/**
 * Access-payment guard: the account is active and there is something to pay that is not already
 * being processed. A pending payment keeps the pay page closed so the applicant cannot be charged twice.
 */
export function canAccessPayment(state: CaseState): boolean {
  return (
    isAtOrAfter(state.step, 'payment') && state.payment !== 'paid-in-full' && state.payment !== 'pending'
  );
}

/** Access-my-case guard: paid up, terms accepted and contract signed. */
export function canAccessMyCase(state: CaseState): boolean {
  return hasPaid(state) && isAtOrAfter(state.step, 'start-application');
}

/** The three case-dependent guards of the route table, by their route-table names. */
export const CASE_ACCESS_GUARDS = {
  pay: hasPaid,
  'access-payment': canAccessPayment,
  'access-my-case': canAccessMyCase,
} as const satisfies Record<string, (state: CaseState) => boolean>;
export type CaseAccessGuard = keyof typeof CASE_ACCESS_GUARDS;

/** The session's access flags (paid, canAccessPayment, canAccessMyCase) for this case. */
export function caseAccess(state: CaseState): {
  paid: boolean;
  canAccessPayment: boolean;
  canAccessMyCase: boolean;
} {
  return {
    paid: hasPaid(state),
    canAccessPayment: canAccessPayment(state),
    canAccessMyCase: canAccessMyCase(state),
  };
}

/** Where an applicant goes while the first payment is not settled, by payment standing. */
const PAYMENT_ROUTES: Record<PaymentStatus, string> = {
  unpaid: '/plan-selection',
  // The pay page keeps the pop-up's retry button and shows the payment failure message.
  'in-progress': '/pay',
  failed: '/pay',
  pending: '/pending-pay',
  cancelled: '/cancel-pay',
  // Settled standings never reach this table; an overdue installment is paid on the pay page.
  'installments-overdue': '/pay',
  'installments-current': '/case-dashboard',
  'paid-in-full': '/case-dashboard',
};

/** Where each step of the journey is done. */
const STEP_ROUTES: Record<CaseStep, string> = {
  eligibility: '/questionnaire',
  eligible: '/great-news',
  'not-eligible': '/no-eligibility-submit',
  'awaiting-activation': '/instructions-activate',
  payment: '/plan-selection',
  // The "accept terms after payment" screen is the page the checkout returns to.
  'accept-terms': '/success-pay',
  'sign-contract': '/contract',
  'start-application': '/start-application',
  // Documents, forms and both reviews are worked from the dashboard, which shows the review card.
  documents: '/case-dashboard',
  forms: '/case-dashboard',
  'initial-review': '/case-dashboard',
  'initial-review-correction': '/case-dashboard',
  'final-review': '/case-dashboard',
  'final-review-correction': '/case-dashboard',
  preparing: '/case-dashboard',
  download: '/download-case',
  'submit-instructions': '/submit-your-case',
  congratulations: '/congratulations',
};

/** Every route `navigationRules` can answer, for checks against the route table. */
export const NAVIGATION_ROUTES: readonly string[] = [
  ...new Set([...Object.values(PAYMENT_ROUTES), ...Object.values(STEP_ROUTES)]),
].sort();

/** The navigation-rules answer for a case: the page to send the applicant to, and the review flags. */
export function navigationRules(state: CaseState): NavigationRules {
  const owesPayment = isAtOrAfter(state.step, 'payment') && !hasPaid(state);
  const route = owesPayment ? PAYMENT_ROUTES[state.payment] : STEP_ROUTES[state.step];
  return {
    route,
    hasCorrectionRequest:
      state.step === 'initial-review-correction' || state.step === 'final-review-correction',
    isFinalReview: state.step === 'final-review' || state.step === 'final-review-correction',
  };
}
