import type { StoredEligibility } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { PreAccountCaller } from '../accounts';
import { ownerOf } from './decide-outcome';
import { loadEligibilityAnswers } from './load-eligibility-answers';
import { decideEligibility } from './outcome';

/**
 * GET /eligibility/outcome: the outcome recorded on the temporary session. Its case types or
 * reasons are worked out again from the same answers (the decision is pure), so only the outcome
 * itself is stored; `unknown` until the questionnaire has been decided.
 */
export async function getOutcome(
  deps: { db: Db; now: Date },
  caller: PreAccountCaller,
): Promise<StoredEligibility> {
  const stored = caller.kind === 'temp' ? caller.session.eligibilityOutcome : null;
  if (stored !== 'eligible' && stored !== 'not-eligible') return { outcome: 'unknown' };
  const answers = (await loadEligibilityAnswers(deps.db, ownerOf(caller))) ?? {};
  const decision = decideEligibility(answers, deps.now);
  if (stored === 'eligible') {
    return { outcome: 'eligible', strategies: decision.outcome === 'eligible' ? decision.strategies : [] };
  }
  return { outcome: 'not-eligible', reasons: decision.outcome === 'not-eligible' ? decision.reasons : [] };
}
