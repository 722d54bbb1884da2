import { AppError } from '@camino/contracts';
import { runValidationQuestion } from '../code-execution';
import type { AnswerOwner } from './answer-owner';
import type { QuestionnaireDeps } from './deps';
import { requireConfig, sectionOfQuestion } from './load-config';
import { loadOwnerState } from './owner-state';

/**
 * POST code-execution: runs a VALIDATION question's script in the sandbox over the caller's
 * stored answers. Only scripts of seeded content ever run; the client names one, never sends code.
 */
export async function executeValidation(
  deps: QuestionnaireDeps,
  owner: AnswerOwner,
  input: { config_id: number; question_id: number },
): Promise<{ passed: boolean; failure: 'timeout' | 'memory' | 'error' | null }> {
  const config = await requireConfig(deps.db, input.config_id);
  const section = sectionOfQuestion(config, input.question_id);
  const question = section?.flow.questions.get(input.question_id);
  if (!section || question?.type !== 'VALIDATION') {
    throw new AppError('NOT_FOUND', {
      detail: `Question ${input.question_id} is not a validation of configuration ${config.id}.`,
    });
  }
  const { state } = await loadOwnerState(deps.db, owner, config, section);
  const result = runValidationQuestion(deps.sandbox, question, state);
  if (result.ok) return { passed: Boolean(result.value), failure: null };
  deps.log.warn({ questionId: question.question_id, failure: result.failure }, 'validation script failed');
  return { passed: false, failure: result.failure };
}
