import { AppError, type QuestionError } from '@camino/contracts';
import type { ValidationError } from '@camino/questionnaire';
import { EngineError } from '@camino/questionnaire';

/**
 * Runs `task`, turning the engine's errors into problems that carry the spec's text as `detail`
 * and the engine's code as `engineCode`: a question, loop or data source that does not exist is
 * a 404; broken content or state (no START, no flow from a question, an undeclared cycle) is a
 * 409, since the request cannot proceed on this content.
 */
export async function withEngineErrors<T>(task: () => Promise<T> | T): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const notFound = error.code === 'QUESTION_NOT_FOUND' || error.code === 'DATA_SOURCE_NOT_FOUND';
    throw new AppError(notFound ? 'NOT_FOUND' : 'CONFLICT', {
      detail: error.message,
      extensions: { engineCode: error.code, params: error.params },
      cause: error,
    });
  }
}

/** Answers breaking a rule: a VALIDATION problem with a field error per answer and the engine's keys. */
export function answersRejected(errors: readonly ValidationError[]): AppError {
  const questionErrors: QuestionError[] = errors.map((error) => ({
    question_id: error.questionId,
    loop_id: error.loopId,
    key: error.key,
    message: error.message,
  }));
  return new AppError('VALIDATION', {
    detail: 'Some answers are not valid.',
    errors: questionErrors.map((error) => ({
      path: `answers.${error.question_id}${error.loop_id > 1 ? `_${error.loop_id}` : ''}`,
      message: error.message,
    })),
    extensions: { questionErrors },
  });
}
