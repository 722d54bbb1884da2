import { type ActiveConfig, questionDefaultsResponseSchema } from '@camino/contracts';
import type { AnswerValue } from '@camino/questionnaire';
import { apiRequest } from '../../../lib/api-client';

/**
 * The values the case already knows for a section of the legal questionnaire (confirmed documents, the
 * eligibility check, family members, My profile, the safe mailing address, earlier answers), shown in
 * their fields (a choice as its option) until the applicant confirms or corrects them.
 */
export async function legalPrefill(config: ActiveConfig): Promise<
  {
    questionId: number;
    loopId: number;
    value: AnswerValue;
    source: string;
    copyOf?: { questionId: number; loopId: number };
  }[]
> {
  const defaults = await apiRequest(
    `/deliverable/questionDefaults/${config.config_id}/${config.question_section_id}`,
    { schema: questionDefaultsResponseSchema, auth: 'token' },
  );
  return defaults.map((item) => ({
    questionId: item.question_id,
    loopId: item.loop_id,
    value: item.option_id === undefined ? item.value : [{ optionId: item.option_id }],
    source: item.source,
    ...(item.copy_of === undefined
      ? {}
      : { copyOf: { questionId: item.copy_of.question_id, loopId: item.copy_of.loop_id } }),
  }));
}
