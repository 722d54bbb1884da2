import type { Db } from '../../db/database';
import { type AnswerOwner, findOwnerNamedAnswers } from '../questionnaire';
import { type AnswersByName, toAnswersByName } from './outcome';

export const ELIGIBILITY_QUESTIONNAIRE = 'eligibility';

/** The eligibility answers of an owner by question name; null before they started. */
export async function loadEligibilityAnswers(db: Db, owner: AnswerOwner): Promise<AnswersByName | null> {
  const named = await findOwnerNamedAnswers(db, owner, ELIGIBILITY_QUESTIONNAIRE);
  return named ? toAnswersByName(named, named.answers) : null;
}
