import { type ActiveConfig, questionDefaultsResponseSchema } from '@camino/contracts';
import type { AnswerValue } from '@camino/questionnaire';
import { apiRequest } from '../../../lib/api-client';

/**
 * The values the applicant's confirmed documents give a section of the legal questionnaire, shown in
 * their fields (a choice as its option) until the applicant confirms or corrects them.
 */
export async function legalPrefill(
  config: ActiveConfig,
): Promise<{ questionId: number; loopId: number; value: AnswerValue; source: string }[]> {
  const defaults = await apiRequest(
    `/deliverable/questionDefaults/${config.config_id}/${config.question_section_id}`,
    { schema: questionDefaultsResponseSchema, auth: 'token' },
  );
  return defaults.map((item) => ({
    questionId: item.question_id,
    loopId: item.loop_id,
    value: item.option_id === undefined ? item.value : [{ optionId: item.option_id }],
    source: item.source,
  }));
}
