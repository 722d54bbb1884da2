import { STRATEGIES, type Strategy } from '@camino/contracts';
import type { Db } from '../../db/database';
import { decideEligibility, loadEligibilityAnswers } from '../eligibility';
import { caseOwnerOf } from '../questionnaire';

/**
 * The case types the applicant's own eligibility answers support. An applicant with no answers on
 * record (signed up through a social provider from a shared link, say) may choose any of them: the
 * plan-selection screen asks, and the legal questionnaire screens each case type again.
 */
export async function eligibleStrategiesOf(db: Db, accountId: string, today: Date): Promise<Strategy[]> {
  const answers = await loadEligibilityAnswers(db, caseOwnerOf({ accountId }));
  if (!answers) return [...STRATEGIES];
  const decision = decideEligibility(answers, today);
  return decision.outcome === 'eligible' && decision.strategies.length > 0
    ? [...decision.strategies]
    : [...STRATEGIES];
}
