/**
 * What the legal questionnaire already says, by `section.question` (the first loop item under the bare
 * name, the n-th as `name#n`), read through the questionnaire module's public API.
 */
import type { Db } from '../../db/database';
import { caseOwnerOf, findOwnerNamedAnswers } from '../questionnaire';

export const LEGAL_QUESTIONNAIRE = 'legal';

export async function findFormFacts(db: Db, accountId: string): Promise<Map<string, string>> {
  const named = await findOwnerNamedAnswers(db, caseOwnerOf({ accountId }), LEGAL_QUESTIONNAIRE);
  const facts = new Map<string, string>();
  if (named === null) return facts;
  for (const answer of named.answers) {
    const name = named.names.get(answer.questionId);
    if (name === undefined || answer.response.trim() === '') continue;
    facts.set(answer.loopId > 1 ? `${name}#${answer.loopId}` : name, answer.response.trim());
  }
  return facts;
}
