import type { Guard } from '@camino/contracts';
import { hasValidToken, type Session } from '../session/session';
import { ALLOW, ASK_NAVIGATION_RULES, redirectTo, type GuardDecision } from './guard-decision';

export interface GuardContext {
  session: Session;
  /** The requested page with its locale prefix and query, used for the return trip after login. */
  requestedPath: string;
  now: number;
}

export type GuardFn = (context: GuardContext) => GuardDecision;

export function loginRedirect(requestedPath: string): GuardDecision {
  return redirectTo(`/login?next=${encodeURIComponent(requestedPath)}`);
}

/** Pre-account pages; someone who already has an account is sent where their case is. */
export const tempAuthGuard: GuardFn = ({ session, now }) => {
  if (hasValidToken(session, now)) return ASK_NAVIGATION_RULES;
  return session.tempToken ? ALLOW : redirectTo('/pre-questionnaire');
};

export const authGuard: GuardFn = ({ session, requestedPath, now }) =>
  hasValidToken(session, now) ? ALLOW : loginRedirect(requestedPath);

export const payGuard: GuardFn = ({ session }) => (session.paid ? ALLOW : ASK_NAVIGATION_RULES);

export const accessPaymentGuard: GuardFn = ({ session }) =>
  session.canAccessPayment ? ALLOW : ASK_NAVIGATION_RULES;

export const accessMyCaseGuard: GuardFn = ({ session }) =>
  session.canAccessMyCase ? ALLOW : ASK_NAVIGATION_RULES;

export const elegibleGuard: GuardFn = ({ session }) => {
  if (session.eligibility === 'eligible') return ALLOW;
  return redirectTo(session.eligibility === 'not-eligible' ? '/no-eligibility-submit' : '/questionnaire');
};

export const noElegibleGuard: GuardFn = ({ session }) => {
  if (session.eligibility === 'not-eligible') return ALLOW;
  return redirectTo(session.eligibility === 'eligible' ? '/great-news' : '/questionnaire');
};

export const GUARD_FNS: Record<Guard, GuardFn> = {
  'temp-auth': tempAuthGuard,
  auth: authGuard,
  pay: payGuard,
  'access-payment': accessPaymentGuard,
  'access-my-case': accessMyCaseGuard,
  elegible: elegibleGuard,
  'no-elegible': noElegibleGuard,
};

/** Runs the guards in table order; the first one that does not allow decides. */
export function runGuards(guards: readonly Guard[], context: GuardContext): GuardDecision {
  for (const guard of guards) {
    const decision = GUARD_FNS[guard](context);
    if (decision.kind !== 'allow') return decision;
  }
  return ALLOW;
}
