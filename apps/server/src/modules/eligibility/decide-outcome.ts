import type { EligibilityDecision } from '@camino/contracts';
import type { Db } from '../../db/database';
import { type PreAccountCaller, updateTempSession } from '../accounts';
import { type AnswerOwner, caseOwnerOf } from '../questionnaire';
import { loadEligibilityAnswers } from './load-eligibility-answers';
import { decideEligibility, readContactSafety } from './outcome';

export function ownerOf(caller: PreAccountCaller): AnswerOwner {
  return caller.kind === 'temp' ? { kind: 'temp', id: caller.session.id } : caseOwnerOf(caller.user);
}

/**
 * POST /eligibility/decide: decides from the caller's stored answers (never from the request) and,
 * for a temporary session, records the outcome and the safe-contact preferences, which move to the
 * account when it is created.
 */
export async function decideOutcome(
  deps: { db: Db; now: Date },
  caller: PreAccountCaller,
): Promise<EligibilityDecision> {
  const answers = (await loadEligibilityAnswers(deps.db, ownerOf(caller))) ?? {};
  const decision = decideEligibility(answers, deps.now);
  if (caller.kind === 'temp') {
    const safety = readContactSafety(answers);
    // An address given after an earlier decision stays: the screener's answers never hold one.
    const kept = (caller.session.safeContact as { mailingAddress?: unknown } | null)?.mailingAddress ?? null;
    await updateTempSession(deps.db, caller.session.id, {
      eligibilityOutcome: decision.outcome,
      safeContact: { ...safety, mailingAddress: decision.outcome === 'eligible' ? kept : null },
    });
  }
  return decision.outcome === 'eligible'
    ? { outcome: 'eligible', strategies: decision.strategies }
    : { outcome: 'not-eligible', reasons: decision.reasons };
}
