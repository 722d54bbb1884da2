/**
 * The case progression of spec section 4 as one declarative table. A case is in two places at
 * once: a `step` of the journey and a `payment` standing. They are kept apart because an
 * installment can fall overdue (and be paid again) at any step after the first payment without
 * losing the applicant's place in the journey.
 */
import type { PaymentPlan } from '../payments/plans';

/** The journey steps, in the order an applicant meets them. */
export const CASE_STEPS = [
  'eligibility',
  'eligible',
  'not-eligible',
  'awaiting-activation',
  'payment',
  'accept-terms',
  'sign-contract',
  'start-application',
  'documents',
  'forms',
  'initial-review',
  'initial-review-correction',
  'final-review',
  'final-review-correction',
  'preparing',
  'download',
  'submit-instructions',
  'congratulations',
] as const;
export type CaseStep = (typeof CASE_STEPS)[number];

/** Where the case's money stands; `installments-*` only exist on an installment plan. */
export const PAYMENT_STATUSES = [
  'unpaid',
  'in-progress',
  'pending',
  'cancelled',
  'failed',
  'installments-current',
  'installments-overdue',
  'paid-in-full',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Everything the state machine stores about a case. */
export interface CaseState {
  readonly step: CaseStep;
  readonly payment: PaymentStatus;
}

/** A new visitor's case, before the eligibility questionnaire is finished. */
export const INITIAL_CASE_STATE: CaseState = Object.freeze({ step: 'eligibility', payment: 'unpaid' });

export const CASE_EVENTS = [
  'ELIGIBLE',
  'NOT_ELIGIBLE',
  'ELIGIBILITY_RESTARTED',
  'ACCOUNT_CREATED',
  'ACCOUNT_ACTIVATED',
  'PAYMENT_STARTED',
  'PAYMENT_PENDING',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'PAYMENT_CANCELLED',
  'INSTALLMENT_OVERDUE',
  'INSTALLMENT_PAID',
  'FAMILY_MEMBERS_PAID',
  'FAMILY_MEMBERS_ADDED_TO_PLAN',
  'TERMS_ACCEPTED',
  'CONTRACT_SIGNED',
  'APPLICATION_STARTED',
  'DOCUMENTS_COMPLETED',
  'FORMS_COMPLETED',
  'INITIAL_REVIEW_COMPLETED',
  'CORRECTION_REQUESTED',
  'CORRECTION_RESOLVED',
  'CASE_APPROVED',
  'PACKAGE_READY',
  'PACKAGE_DOWNLOADED',
  'SUBMISSION_CONFIRMED',
] as const;
export type CaseEvent = (typeof CASE_EVENTS)[number];

/**
 * Facts the server reads from its own tables when an event arrives; guards decide with them. Counts
 * are as they stand after the event (an `INSTALLMENT_PAID` context already counts that one as paid).
 */
export interface CaseContext {
  /** The plan chosen at checkout, once there is one. */
  readonly plan: PaymentPlan | null;
  /** Installments of the plan not yet paid. */
  readonly installmentsRemaining: number;
  /** Of those, the ones past their due date. */
  readonly installmentsOverdue: number;
  /** Every required document (photo ID, translations, named family members) is uploaded. */
  readonly documentsComplete: boolean;
  /** The legal questionnaire and the dynamic forms are complete (completion 100%). */
  readonly formsComplete: boolean;
  /** The accuracy confirmation is ticked and the no-legal-advice warning accepted (spec section 5). */
  readonly approvalConfirmed: boolean;
}

/** A context with no facts: no plan, nothing complete. */
export const EMPTY_CASE_CONTEXT: CaseContext = Object.freeze({
  plan: null,
  installmentsRemaining: 0,
  installmentsOverdue: 0,
  documentsComplete: false,
  formsComplete: false,
  approvalConfirmed: false,
});

/** Named guards, so a refused event says which condition failed. */
export const CASE_GUARDS = {
  /** The first payment settles the whole price. */
  planIsFull: (c: CaseContext) => c.plan === 'full',
  /** The first payment was a down payment and installments follow. */
  planHasInstallments: (c: CaseContext) => c.plan === 'installments' && c.installmentsRemaining > 0,
  /** The server really has an overdue installment on record. */
  hasOverdue: (c: CaseContext) => c.installmentsOverdue > 0,
  /** Installments remain but none of them is overdue. */
  installmentsCurrent: (c: CaseContext) => c.installmentsRemaining > 0 && c.installmentsOverdue === 0,
  /** Nothing is left to pay. */
  nothingRemaining: (c: CaseContext) => c.installmentsRemaining === 0,
  documentsComplete: (c: CaseContext) => c.documentsComplete,
  formsComplete: (c: CaseContext) => c.formsComplete,
  approvalConfirmed: (c: CaseContext) => c.approvalConfirmed,
} as const satisfies Record<string, (context: CaseContext) => boolean>;
export type CaseGuardName = keyof typeof CASE_GUARDS;

/** One row of the table: the event moves a case matching `from` to `to` when the guard holds. */
export interface CaseTransition {
  readonly event: CaseEvent;
  /** Allowed steps and payment standings; an omitted side matches any value. */
  readonly from: { readonly step?: readonly CaseStep[]; readonly payment?: readonly PaymentStatus[] };
  /** The new step and standing; an omitted side stays as it was. */
  readonly to: { readonly step?: CaseStep; readonly payment?: PaymentStatus };
  readonly guard?: CaseGuardName;
}

// Applicant actions after the first payment happen on pages behind the pay guard, so an overdue
// installment blocks them; events the product or staff raise (package ready, correction resolved) do not.
const PAID_UP = ['installments-current', 'paid-in-full'] as const satisfies readonly PaymentStatus[];
const ON_PLAN = ['installments-current', 'installments-overdue'] as const satisfies readonly PaymentStatus[];
const CAN_START_PAYMENT = ['unpaid', 'cancelled', 'failed'] as const satisfies readonly PaymentStatus[];
// A provider can confirm a charge after the applicant closed the pop-up; money that moved is a payment.
const CAN_SUCCEED = ['in-progress', 'pending', 'cancelled'] as const satisfies readonly PaymentStatus[];

// Family members can be added from the first payment until the case goes to review.
const BEFORE_REVIEW = [
  'accept-terms',
  'sign-contract',
  'start-application',
  'documents',
  'forms',
] as const satisfies readonly CaseStep[];

/** The whole progression; the first row whose `from` matches and whose guard holds wins. */
export const CASE_TRANSITIONS: readonly CaseTransition[] = [
  { event: 'ELIGIBLE', from: { step: ['eligibility'] }, to: { step: 'eligible' } },
  { event: 'NOT_ELIGIBLE', from: { step: ['eligibility'] }, to: { step: 'not-eligible' } },
  // Editing the questionnaire after its end restarts it (spec section 4), which reopens the outcome.
  {
    event: 'ELIGIBILITY_RESTARTED',
    from: { step: ['eligible', 'not-eligible'] },
    to: { step: 'eligibility' },
  },
  { event: 'ACCOUNT_CREATED', from: { step: ['eligible'] }, to: { step: 'awaiting-activation' } },
  { event: 'ACCOUNT_ACTIVATED', from: { step: ['awaiting-activation'] }, to: { step: 'payment' } },

  {
    event: 'PAYMENT_STARTED',
    from: { step: ['payment'], payment: CAN_START_PAYMENT },
    to: { payment: 'in-progress' },
  },
  {
    event: 'PAYMENT_PENDING',
    from: { step: ['payment'], payment: ['in-progress'] },
    to: { payment: 'pending' },
  },
  {
    event: 'PAYMENT_SUCCEEDED',
    from: { step: ['payment'], payment: CAN_SUCCEED },
    to: { step: 'accept-terms', payment: 'paid-in-full' },
    guard: 'planIsFull',
  },
  {
    event: 'PAYMENT_SUCCEEDED',
    from: { step: ['payment'], payment: CAN_SUCCEED },
    to: { step: 'accept-terms', payment: 'installments-current' },
    guard: 'planHasInstallments',
  },
  {
    event: 'PAYMENT_FAILED',
    from: { step: ['payment'], payment: ['in-progress', 'pending'] },
    to: { payment: 'failed' },
  },
  {
    event: 'PAYMENT_CANCELLED',
    from: { step: ['payment'], payment: ['in-progress', 'pending'] },
    to: { payment: 'cancelled' },
  },

  {
    event: 'INSTALLMENT_OVERDUE',
    from: { payment: ON_PLAN },
    to: { payment: 'installments-overdue' },
    guard: 'hasOverdue',
  },
  {
    event: 'INSTALLMENT_PAID',
    from: { payment: ON_PLAN },
    to: { payment: 'paid-in-full' },
    guard: 'nothingRemaining',
  },
  {
    event: 'INSTALLMENT_PAID',
    from: { payment: ON_PLAN },
    to: { payment: 'installments-current' },
    guard: 'installmentsCurrent',
  },
  {
    event: 'INSTALLMENT_PAID',
    from: { payment: ['installments-overdue'] },
    to: { payment: 'installments-overdue' },
    guard: 'hasOverdue',
  },

  // Family members added after the first payment change what the plan covers, not where the case
  // stands; the history still tells the applicant that their family is paid for.
  {
    event: 'FAMILY_MEMBERS_PAID',
    from: { step: BEFORE_REVIEW, payment: [...PAID_UP, 'installments-overdue'] },
    to: {},
  },
  {
    event: 'FAMILY_MEMBERS_ADDED_TO_PLAN',
    from: { step: BEFORE_REVIEW, payment: ON_PLAN },
    to: {},
  },

  {
    event: 'TERMS_ACCEPTED',
    from: { step: ['accept-terms'], payment: PAID_UP },
    to: { step: 'sign-contract' },
  },
  {
    event: 'CONTRACT_SIGNED',
    from: { step: ['sign-contract'], payment: PAID_UP },
    to: { step: 'start-application' },
  },
  {
    event: 'APPLICATION_STARTED',
    from: { step: ['start-application'], payment: PAID_UP },
    to: { step: 'documents' },
  },
  {
    event: 'DOCUMENTS_COMPLETED',
    from: { step: ['documents'], payment: PAID_UP },
    to: { step: 'forms' },
    guard: 'documentsComplete',
  },
  {
    event: 'FORMS_COMPLETED',
    from: { step: ['forms'], payment: PAID_UP },
    to: { step: 'initial-review' },
    guard: 'formsComplete',
  },
  {
    event: 'INITIAL_REVIEW_COMPLETED',
    from: { step: ['initial-review'], payment: PAID_UP },
    to: { step: 'final-review' },
  },
  {
    event: 'CORRECTION_REQUESTED',
    from: { step: ['initial-review'], payment: PAID_UP },
    to: { step: 'initial-review-correction' },
  },
  {
    event: 'CORRECTION_REQUESTED',
    from: { step: ['final-review'], payment: PAID_UP },
    to: { step: 'final-review-correction' },
  },
  {
    event: 'CORRECTION_RESOLVED',
    from: { step: ['initial-review-correction'] },
    to: { step: 'initial-review' },
  },
  { event: 'CORRECTION_RESOLVED', from: { step: ['final-review-correction'] }, to: { step: 'final-review' } },
  {
    event: 'CASE_APPROVED',
    from: { step: ['final-review'], payment: PAID_UP },
    to: { step: 'preparing' },
    guard: 'approvalConfirmed',
  },
  { event: 'PACKAGE_READY', from: { step: ['preparing'] }, to: { step: 'download' } },
  {
    event: 'PACKAGE_DOWNLOADED',
    from: { step: ['download'], payment: PAID_UP },
    to: { step: 'submit-instructions' },
  },
  {
    event: 'SUBMISSION_CONFIRMED',
    from: { step: ['submit-instructions'], payment: PAID_UP },
    to: { step: 'congratulations' },
  },
];

/** Why an event was refused: it does not apply in this state, or it applies but a guard failed. */
export type TransitionError =
  | { readonly code: 'case.eventNotAllowed'; readonly event: string; readonly from: CaseState }
  | {
      readonly code: 'case.guardFailed';
      readonly event: CaseEvent;
      readonly from: CaseState;
      readonly guards: readonly CaseGuardName[];
    };

export type TransitionResult =
  | { readonly state: CaseState; readonly error?: undefined }
  | { readonly state?: undefined; readonly error: TransitionError };

function matches(row: CaseTransition, state: CaseState): boolean {
  return (
    (row.from.step === undefined || row.from.step.includes(state.step)) &&
    (row.from.payment === undefined || row.from.payment.includes(state.payment))
  );
}

/** The table row an event would fire in this state with this context, or undefined. */
export function findTransition(
  state: CaseState,
  event: CaseEvent,
  context: CaseContext,
): CaseTransition | undefined {
  return CASE_TRANSITIONS.find(
    (row) =>
      row.event === event &&
      matches(row, state) &&
      (row.guard === undefined || CASE_GUARDS[row.guard](context)),
  );
}

/** Applies one event to a case: the next state, or why the event is refused. */
export function transition(state: CaseState, event: CaseEvent, context: CaseContext): TransitionResult {
  const row = findTransition(state, event, context);
  if (row) {
    return { state: { step: row.to.step ?? state.step, payment: row.to.payment ?? state.payment } };
  }
  const candidates = CASE_TRANSITIONS.filter((r) => r.event === event && matches(r, state));
  if (candidates.length === 0) return { error: { code: 'case.eventNotAllowed', event, from: state } };
  return {
    error: {
      code: 'case.guardFailed',
      event,
      from: state,
      guards: candidates.flatMap((r) => (r.guard ? [r.guard] : [])),
    },
  };
}

/** The events that would be accepted in this state with this context. */
export function allowedEvents(state: CaseState, context: CaseContext): CaseEvent[] {
  return CASE_EVENTS.filter((event) => findTransition(state, event, context) !== undefined);
}
