import type { EngineState, Question, ValidationOutcome } from '@camino/questionnaire';
import { prepareValidationScript } from '@camino/questionnaire';
import type { Logger } from 'pino';
import type { SandboxAnswers, SandboxResult, ValidationSandbox } from './sandbox';

export function sandboxAnswers(state: EngineState): SandboxAnswers {
  const answers: Record<string, string> = {};
  for (const [key, answer] of Object.entries(state.answers)) answers[key] = answer.response;
  return answers;
}

/** Runs a VALIDATION question's script (placeholders replaced by 1) over the answers of a state. */
export function runValidationQuestion(
  sandbox: ValidationSandbox,
  question: Question,
  state: EngineState,
): SandboxResult {
  if (!question.code) return { ok: true, value: true };
  let script: string;
  try {
    script = prepareValidationScript(question.code);
  } catch (error) {
    return { ok: false, failure: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  return sandbox.run(script, sandboxAnswers(state));
}

/**
 * The engine's `validationPasses`: the script's result, truthy to pass. A script that throws, runs
 * too long or uses too much memory does not pass: the content check compiles every script, so
 * such a failure is rare, and letting unchecked answers through to a USCIS form would be worse.
 */
export function validationOutcome(sandbox: ValidationSandbox, log: Pick<Logger, 'warn'>): ValidationOutcome {
  return (question, loopId, state) => {
    const result = runValidationQuestion(sandbox, question, state);
    if (result.ok) return Boolean(result.value);
    log.warn(
      { questionId: question.question_id, loopId, failure: result.failure },
      'validation script failed',
    );
    return false;
  };
}
