import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import {
  CASE_STEPS,
  PAYMENT_STATUSES,
  type CaseState,
  type CaseStep,
  type PaymentStatus,
} from './case-machine';
import {
  CASE_ACCESS_GUARDS,
  caseAccess,
  canAccessMyCase,
  canAccessPayment,
  hasPaid,
  NAVIGATION_ROUTES,
  navigationRules,
  type CaseAccessGuard,
} from './navigation';
import { navigationRulesSchema } from './schemas';

const s = (step: CaseStep, payment: PaymentStatus = 'unpaid'): CaseState => ({ step, payment });

const EVERY_STATE: CaseState[] = CASE_STEPS.flatMap((step) =>
  PAYMENT_STATUSES.map((payment) => s(step, payment)),
);

describe('navigationRules', () => {
  it.each([
    [s('payment', 'unpaid'), '/plan-selection'],
    [s('payment', 'in-progress'), '/pay'],
    [s('payment', 'failed'), '/pay'],
    [s('payment', 'pending'), '/pending-pay'],
    [s('payment', 'cancelled'), '/cancel-pay'],
    [s('accept-terms', 'paid-in-full'), '/success-pay'],
    [s('accept-terms', 'installments-current'), '/success-pay'],
    [s('sign-contract', 'paid-in-full'), '/contract'],
    [s('start-application', 'paid-in-full'), '/start-application'],
    [s('documents', 'paid-in-full'), '/case-dashboard'],
    [s('forms', 'installments-current'), '/case-dashboard'],
    [s('initial-review', 'paid-in-full'), '/case-dashboard'],
    [s('preparing', 'paid-in-full'), '/case-dashboard'],
    [s('download', 'paid-in-full'), '/download-case'],
    [s('submit-instructions', 'paid-in-full'), '/submit-your-case'],
    [s('congratulations', 'paid-in-full'), '/congratulations'],
    [s('documents', 'installments-overdue'), '/pay'],
    [s('sign-contract', 'installments-overdue'), '/pay'],
    [s('eligibility'), '/questionnaire'],
    [s('eligible'), '/great-news'],
    [s('not-eligible'), '/no-eligibility-submit'],
    [s('awaiting-activation'), '/instructions-activate'],
  ])('sends %o to %s', (state, route) => {
    expect(navigationRules(state).route).toBe(route);
  });

  it('flags correction requests and the final review', () => {
    expect(navigationRules(s('initial-review', 'paid-in-full'))).toEqual({
      route: '/case-dashboard',
      hasCorrectionRequest: false,
      isFinalReview: false,
    });
    expect(navigationRules(s('initial-review-correction', 'paid-in-full'))).toMatchObject({
      hasCorrectionRequest: true,
      isFinalReview: false,
    });
    expect(navigationRules(s('final-review', 'paid-in-full'))).toMatchObject({
      hasCorrectionRequest: false,
      isFinalReview: true,
    });
    expect(navigationRules(s('final-review-correction', 'paid-in-full'))).toMatchObject({
      hasCorrectionRequest: true,
      isFinalReview: true,
    });
  });

  it('only ever answers locale-free paths of the route table', () => {
    for (const route of NAVIGATION_ROUTES) {
      const match = matchRoute(route);
      expect(match, route).not.toBeNull();
      expect(match?.route.path).toBe(route);
      expect(match?.locale).toBe('en');
    }
    for (const state of EVERY_STATE) {
      const answer = navigationRules(state);
      expect(NAVIGATION_ROUTES).toContain(answer.route);
      expect(navigationRulesSchema.parse(answer)).toEqual(answer);
    }
  });

  it('never sends anyone to a page whose case guards would refuse them (no redirect loops)', () => {
    for (const state of EVERY_STATE) {
      const { route } = navigationRules(state);
      const guards = matchRoute(route)!.route.guards.filter(
        (g): g is CaseAccessGuard => g in CASE_ACCESS_GUARDS,
      );
      for (const guard of guards)
        expect(CASE_ACCESS_GUARDS[guard](state), `${route} ${guard} ${JSON.stringify(state)}`).toBe(true);
    }
  });
});

describe('guard predicates', () => {
  it.each([
    [s('payment', 'unpaid'), false, true, false],
    [s('payment', 'in-progress'), false, true, false],
    [s('payment', 'failed'), false, true, false],
    [s('payment', 'cancelled'), false, true, false],
    [s('payment', 'pending'), false, false, false],
    [s('accept-terms', 'paid-in-full'), true, false, false],
    [s('sign-contract', 'installments-current'), true, true, false],
    [s('start-application', 'paid-in-full'), true, false, true],
    [s('documents', 'installments-current'), true, true, true],
    [s('documents', 'installments-overdue'), false, true, false],
    [s('congratulations', 'paid-in-full'), true, false, true],
    [s('awaiting-activation'), false, false, false],
    [s('eligible'), false, false, false],
  ])('%o → pay %s, access-payment %s, access-my-case %s', (state, paid, payment, myCase) => {
    expect(hasPaid(state)).toBe(paid);
    expect(canAccessPayment(state)).toBe(payment);
    expect(canAccessMyCase(state)).toBe(myCase);
    expect(caseAccess(state)).toEqual({ paid, canAccessPayment: payment, canAccessMyCase: myCase });
  });

  it('names the guards of the route table', () => {
    expect(Object.keys(CASE_ACCESS_GUARDS).sort()).toEqual(['access-my-case', 'access-payment', 'pay']);
  });
});
