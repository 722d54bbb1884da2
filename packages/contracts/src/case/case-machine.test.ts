import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  CASE_EVENTS,
  CASE_STEPS,
  CASE_TRANSITIONS,
  EMPTY_CASE_CONTEXT,
  findTransition,
  INITIAL_CASE_STATE,
  PAYMENT_STATUSES,
  transition,
  type CaseContext,
  type CaseEvent,
  type CaseState,
  type CaseStep,
  type PaymentStatus,
} from './case-machine';
import { caseStateSchema } from './schemas';

const s = (step: CaseStep, payment: PaymentStatus = 'unpaid'): CaseState => ({ step, payment });
const ctx = (facts: Partial<CaseContext> = {}): CaseContext => ({ ...EMPTY_CASE_CONTEXT, ...facts });

const FULL = ctx({ plan: 'full' });
const PLAN = ctx({ plan: 'installments', installmentsRemaining: 4 });
const OVERDUE = ctx({ plan: 'installments', installmentsRemaining: 3, installmentsOverdue: 1 });

type Row = [label: string, from: CaseState, event: CaseEvent, context: CaseContext, to: CaseState];

// One row per transition of the table, in table order.
const TRANSITIONS: Row[] = [
  ['eligible outcome', s('eligibility'), 'ELIGIBLE', ctx(), s('eligible')],
  ['not-eligible outcome', s('eligibility'), 'NOT_ELIGIBLE', ctx(), s('not-eligible')],
  ['restart after an outcome', s('not-eligible'), 'ELIGIBILITY_RESTARTED', ctx(), s('eligibility')],
  ['account created', s('eligible'), 'ACCOUNT_CREATED', ctx(), s('awaiting-activation')],
  ['account activated', s('awaiting-activation'), 'ACCOUNT_ACTIVATED', ctx(), s('payment')],
  ['payment pop-up opened', s('payment', 'unpaid'), 'PAYMENT_STARTED', ctx(), s('payment', 'in-progress')],
  ['provider says pending', s('payment', 'in-progress'), 'PAYMENT_PENDING', ctx(), s('payment', 'pending')],
  ['paid in full', s('payment', 'in-progress'), 'PAYMENT_SUCCEEDED', FULL, s('accept-terms', 'paid-in-full')],
  [
    'down payment paid',
    s('payment', 'pending'),
    'PAYMENT_SUCCEEDED',
    PLAN,
    s('accept-terms', 'installments-current'),
  ],
  ['payment failed', s('payment', 'in-progress'), 'PAYMENT_FAILED', ctx(), s('payment', 'failed')],
  ['payment cancelled', s('payment', 'pending'), 'PAYMENT_CANCELLED', ctx(), s('payment', 'cancelled')],
  [
    'installment overdue',
    s('documents', 'installments-current'),
    'INSTALLMENT_OVERDUE',
    OVERDUE,
    s('documents', 'installments-overdue'),
  ],
  [
    'last installment paid',
    s('forms', 'installments-overdue'),
    'INSTALLMENT_PAID',
    ctx({ plan: 'installments' }),
    s('forms', 'paid-in-full'),
  ],
  [
    'overdue installment paid, others still to come',
    s('forms', 'installments-overdue'),
    'INSTALLMENT_PAID',
    ctx({ plan: 'installments', installmentsRemaining: 2 }),
    s('forms', 'installments-current'),
  ],
  [
    'one of several overdue installments paid',
    s('forms', 'installments-overdue'),
    'INSTALLMENT_PAID',
    ctx({ plan: 'installments', installmentsRemaining: 2, installmentsOverdue: 1 }),
    s('forms', 'installments-overdue'),
  ],
  [
    'family members paid for after the first payment',
    s('documents', 'paid-in-full'),
    'FAMILY_MEMBERS_PAID',
    FULL,
    s('documents', 'paid-in-full'),
  ],
  [
    'family members added to the remaining installments',
    s('forms', 'installments-current'),
    'FAMILY_MEMBERS_ADDED_TO_PLAN',
    PLAN,
    s('forms', 'installments-current'),
  ],
  [
    'terms accepted',
    s('accept-terms', 'paid-in-full'),
    'TERMS_ACCEPTED',
    FULL,
    s('sign-contract', 'paid-in-full'),
  ],
  [
    'contract signed',
    s('sign-contract', 'installments-current'),
    'CONTRACT_SIGNED',
    PLAN,
    s('start-application', 'installments-current'),
  ],
  [
    'application started',
    s('start-application', 'paid-in-full'),
    'APPLICATION_STARTED',
    FULL,
    s('documents', 'paid-in-full'),
  ],
  [
    'documents complete',
    s('documents', 'paid-in-full'),
    'DOCUMENTS_COMPLETED',
    ctx({ documentsComplete: true }),
    s('forms', 'paid-in-full'),
  ],
  [
    'forms complete',
    s('forms', 'paid-in-full'),
    'FORMS_COMPLETED',
    ctx({ formsComplete: true }),
    s('initial-review', 'paid-in-full'),
  ],
  [
    'initial review done',
    s('initial-review', 'paid-in-full'),
    'INITIAL_REVIEW_COMPLETED',
    ctx(),
    s('final-review', 'paid-in-full'),
  ],
  [
    'correction in initial review',
    s('initial-review', 'paid-in-full'),
    'CORRECTION_REQUESTED',
    ctx(),
    s('initial-review-correction', 'paid-in-full'),
  ],
  [
    'correction in final review',
    s('final-review', 'installments-current'),
    'CORRECTION_REQUESTED',
    ctx(),
    s('final-review-correction', 'installments-current'),
  ],
  [
    'initial correction resolved',
    s('initial-review-correction', 'paid-in-full'),
    'CORRECTION_RESOLVED',
    ctx(),
    s('initial-review', 'paid-in-full'),
  ],
  [
    'final correction resolved, even while overdue',
    s('final-review-correction', 'installments-overdue'),
    'CORRECTION_RESOLVED',
    ctx(),
    s('final-review', 'installments-overdue'),
  ],
  [
    'case approved',
    s('final-review', 'paid-in-full'),
    'CASE_APPROVED',
    ctx({ approvalConfirmed: true }),
    s('preparing', 'paid-in-full'),
  ],
  [
    'package ready',
    s('preparing', 'installments-overdue'),
    'PACKAGE_READY',
    ctx(),
    s('download', 'installments-overdue'),
  ],
  [
    'package downloaded',
    s('download', 'paid-in-full'),
    'PACKAGE_DOWNLOADED',
    ctx(),
    s('submit-instructions', 'paid-in-full'),
  ],
  [
    'submission confirmed',
    s('submit-instructions', 'paid-in-full'),
    'SUBMISSION_CONFIRMED',
    ctx(),
    s('congratulations', 'paid-in-full'),
  ],
];

describe('transition: every row of the table', () => {
  it.each(TRANSITIONS)('%s', (_label, from, event, context, to) => {
    expect(transition(from, event, context)).toEqual({ state: to });
  });

  it('the cases above fire every row of the table exactly once', () => {
    const fired = TRANSITIONS.map(([, from, event, context]) => {
      const row = findTransition(from, event, context);
      return row ? CASE_TRANSITIONS.indexOf(row) : -1;
    });
    expect(fired).toEqual(CASE_TRANSITIONS.map((_, index) => index));
  });
});

describe('transition: variants of the payment rows', () => {
  it.each(['cancelled', 'failed'] as const)('a payment can be tried again after it was %s', (payment) => {
    expect(transition(s('payment', payment), 'PAYMENT_STARTED', ctx())).toEqual({
      state: s('payment', 'in-progress'),
    });
  });

  it('a success reported after the applicant closed the pop-up still counts', () => {
    expect(transition(s('payment', 'cancelled'), 'PAYMENT_SUCCEEDED', FULL)).toEqual({
      state: s('accept-terms', 'paid-in-full'),
    });
  });

  it('an installment paid on time keeps the plan current', () => {
    expect(transition(s('documents', 'installments-current'), 'INSTALLMENT_PAID', PLAN)).toEqual({
      state: s('documents', 'installments-current'),
    });
  });

  it('another installment falling overdue keeps the case overdue', () => {
    expect(transition(s('documents', 'installments-overdue'), 'INSTALLMENT_OVERDUE', OVERDUE)).toEqual({
      state: s('documents', 'installments-overdue'),
    });
  });
});

type Invalid = [label: string, from: CaseState, event: CaseEvent, context: CaseContext];

const NOT_ALLOWED: Invalid[] = [
  ['signing before accepting the terms', s('accept-terms', 'paid-in-full'), 'CONTRACT_SIGNED', FULL],
  ['accepting terms before paying', s('payment', 'unpaid'), 'TERMS_ACCEPTED', ctx()],
  [
    'accepting terms with an overdue installment',
    s('accept-terms', 'installments-overdue'),
    'TERMS_ACCEPTED',
    OVERDUE,
  ],
  ['paying before activation', s('awaiting-activation'), 'PAYMENT_STARTED', ctx()],
  ['a second payment while one is pending', s('payment', 'pending'), 'PAYMENT_STARTED', ctx()],
  ['a success without a started payment', s('payment', 'unpaid'), 'PAYMENT_SUCCEEDED', FULL],
  ['a first-payment event after paying', s('documents', 'paid-in-full'), 'PAYMENT_STARTED', FULL],
  [
    'an installment overdue when paid in full',
    s('documents', 'paid-in-full'),
    'INSTALLMENT_OVERDUE',
    OVERDUE,
  ],
  [
    'approving in the initial review',
    s('initial-review', 'paid-in-full'),
    'CASE_APPROVED',
    ctx({ approvalConfirmed: true }),
  ],
  [
    'approving with an open correction',
    s('final-review-correction', 'paid-in-full'),
    'CASE_APPROVED',
    ctx({ approvalConfirmed: true }),
  ],
  [
    'a second correction while one is open',
    s('initial-review-correction', 'paid-in-full'),
    'CORRECTION_REQUESTED',
    ctx(),
  ],
  ['a correction after approval', s('preparing', 'paid-in-full'), 'CORRECTION_REQUESTED', ctx()],
  [
    'downloading with an overdue installment',
    s('download', 'installments-overdue'),
    'PACKAGE_DOWNLOADED',
    OVERDUE,
  ],
  [
    'restarting eligibility after creating an account',
    s('awaiting-activation'),
    'ELIGIBILITY_RESTARTED',
    ctx(),
  ],
  ['creating an account when not eligible', s('not-eligible'), 'ACCOUNT_CREATED', ctx()],
  ['anything after congratulations', s('congratulations', 'paid-in-full'), 'SUBMISSION_CONFIRMED', FULL],
];

const GUARD_FAILS: [...Invalid, guards: string[]][] = [
  [
    'a success with no plan chosen',
    s('payment', 'in-progress'),
    'PAYMENT_SUCCEEDED',
    ctx(),
    ['planIsFull', 'planHasInstallments'],
  ],
  [
    'an installment plan with nothing left to pay',
    s('payment', 'in-progress'),
    'PAYMENT_SUCCEEDED',
    ctx({ plan: 'installments' }),
    ['planIsFull', 'planHasInstallments'],
  ],
  [
    'overdue without an overdue installment',
    s('documents', 'installments-current'),
    'INSTALLMENT_OVERDUE',
    PLAN,
    ['hasOverdue'],
  ],
  [
    'documents incomplete',
    s('documents', 'paid-in-full'),
    'DOCUMENTS_COMPLETED',
    ctx(),
    ['documentsComplete'],
  ],
  ['forms incomplete', s('forms', 'paid-in-full'), 'FORMS_COMPLETED', ctx(), ['formsComplete']],
  [
    'approval not confirmed',
    s('final-review', 'paid-in-full'),
    'CASE_APPROVED',
    ctx(),
    ['approvalConfirmed'],
  ],
];

describe('transition: refused events', () => {
  it.each(NOT_ALLOWED)('refuses %s', (_label, from, event, context) => {
    expect(transition(from, event, context)).toEqual({
      error: { code: 'case.eventNotAllowed', event, from },
    });
  });

  it.each(GUARD_FAILS)('refuses %s, naming the guard', (_label, from, event, context, guards) => {
    expect(transition(from, event, context)).toEqual({
      error: { code: 'case.guardFailed', event, from, guards },
    });
  });

  it('refuses every event no row lists for the state, whatever the facts', () => {
    const everything = ctx({
      plan: 'installments',
      installmentsRemaining: 2,
      installmentsOverdue: 1,
      documentsComplete: true,
      formsComplete: true,
      approvalConfirmed: true,
    });
    for (const step of CASE_STEPS) {
      for (const payment of PAYMENT_STATUSES) {
        for (const event of CASE_EVENTS) {
          const listed = CASE_TRANSITIONS.some(
            (row) =>
              row.event === event &&
              (row.from.step?.includes(step) ?? true) &&
              (row.from.payment?.includes(payment) ?? true),
          );
          const result = transition(s(step, payment), event, everything);
          if (!listed) expect(result.error?.code).toBe('case.eventNotAllowed');
        }
      }
    }
  });

  it('does not accept an unknown event name that reached it at run time', () => {
    expect(transition(s('payment'), 'REFUND_ISSUED' as CaseEvent, ctx()).error?.code).toBe(
      'case.eventNotAllowed',
    );
  });
});

describe('the table as a whole', () => {
  it('lists only events, steps and standings that exist, and no duplicate rows', () => {
    for (const row of CASE_TRANSITIONS) {
      expect(CASE_EVENTS).toContain(row.event);
      for (const step of row.from.step ?? []) expect(CASE_STEPS).toContain(step);
      for (const payment of row.from.payment ?? []) expect(PAYMENT_STATUSES).toContain(payment);
    }
    const keys = CASE_TRANSITIONS.map((row) => JSON.stringify(row));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('matches the wire schema of a case state', () => {
    expect(caseStateSchema.parse(INITIAL_CASE_STATE)).toEqual(INITIAL_CASE_STATE);
    expect(caseStateSchema.safeParse({ step: 'paid', payment: 'unpaid' }).success).toBe(false);
  });

  it('gives every event at least one row', () => {
    expect(new Set(CASE_TRANSITIONS.map((row) => row.event))).toEqual(new Set(CASE_EVENTS));
  });

  it('walks the happy path on an installment plan from the first question to congratulations', () => {
    const walk: [CaseEvent, Partial<CaseContext>][] = [
      ['ELIGIBLE', {}],
      ['ACCOUNT_CREATED', {}],
      ['ACCOUNT_ACTIVATED', {}],
      ['PAYMENT_STARTED', {}],
      ['PAYMENT_SUCCEEDED', { plan: 'installments', installmentsRemaining: 2 }],
      ['TERMS_ACCEPTED', {}],
      ['CONTRACT_SIGNED', {}],
      ['APPLICATION_STARTED', {}],
      ['INSTALLMENT_OVERDUE', { installmentsRemaining: 2, installmentsOverdue: 1 }],
      ['INSTALLMENT_PAID', { installmentsRemaining: 1 }],
      ['DOCUMENTS_COMPLETED', { documentsComplete: true }],
      ['FORMS_COMPLETED', { formsComplete: true }],
      ['CORRECTION_REQUESTED', {}],
      ['CORRECTION_RESOLVED', {}],
      ['INITIAL_REVIEW_COMPLETED', {}],
      ['INSTALLMENT_PAID', { installmentsRemaining: 0 }],
      ['CASE_APPROVED', { approvalConfirmed: true }],
      ['PACKAGE_READY', {}],
      ['PACKAGE_DOWNLOADED', {}],
      ['SUBMISSION_CONFIRMED', {}],
    ];
    let state = INITIAL_CASE_STATE;
    for (const [event, facts] of walk) {
      const result = transition(state, event, ctx({ plan: 'installments', ...facts }));
      expect(result.error, event).toBeUndefined();
      state = result.state!;
    }
    expect(state).toEqual(s('congratulations', 'paid-in-full'));
  });

  it('reaches every step from the initial state', () => {
    const facts = [
      FULL,
      PLAN,
      OVERDUE,
      ctx({ documentsComplete: true, formsComplete: true, approvalConfirmed: true }),
    ];
    const seen = new Set<string>([JSON.stringify(INITIAL_CASE_STATE)]);
    const queue: CaseState[] = [INITIAL_CASE_STATE];
    while (queue.length > 0) {
      const state = queue.shift()!;
      for (const event of CASE_EVENTS) {
        for (const context of facts) {
          const next = transition(state, event, context).state;
          if (next && !seen.has(JSON.stringify(next))) {
            seen.add(JSON.stringify(next));
            queue.push(next);
          }
        }
      }
    }
    const steps = new Set([...seen].map((key) => (JSON.parse(key) as CaseState).step));
    expect(steps).toEqual(new Set(CASE_STEPS));
  });

  it('lists the events a state accepts', () => {
    expect(allowedEvents(s('payment', 'in-progress'), FULL)).toEqual([
      'PAYMENT_PENDING',
      'PAYMENT_SUCCEEDED',
      'PAYMENT_FAILED',
      'PAYMENT_CANCELLED',
    ]);
    expect(allowedEvents(s('congratulations', 'paid-in-full'), FULL)).toEqual([]);
  });
});
