import type { Question } from '@camino/questionnaire';
import { AppError } from '@camino/contracts';
import type { LoadedConfig } from './load-config';
import { sectionOfQuestion } from './load-config';

/** GET param-question/:config_id/:question_id: one question of a configuration. */
export function findQuestion(config: LoadedConfig, questionId: number): Question {
  const question = sectionOfQuestion(config, questionId)?.flow.questions.get(questionId);
  // Same text as the engine's for a question that does not exist.
  if (!question)
    throw new AppError('NOT_FOUND', { detail: `Question with ID ${questionId} and loop_id 1 not found` });
  return question;
}
