import type { Locale } from '@camino/contracts';
import {
  nextQuestion,
  type EngineState,
  type Flow,
  type NextResult,
  type Question,
} from '@camino/questionnaire';

export interface WalkOnDependencies {
  /** Sends the queued answers; true when the server holds every one of them. */
  readonly flush: () => Promise<boolean>;
  /** Runs a VALIDATION question's script on the server over the answers it holds. */
  readonly runValidation: (questionId: number) => Promise<boolean>;
}

/**
 * Walks on. VALIDATION scripts run on the server over its stored answers, so when the walk meets
 * one the queue is flushed first; offline the walk lets it pass rather than strand the applicant.
 */
export async function walkOn(
  flow: Flow,
  from: EngineState,
  lang: Locale,
  dependencies: WalkOnDependencies,
): Promise<NextResult> {
  const met: Question[] = [];
  const probe = nextQuestion(flow, from, {
    lang,
    validationPasses: (question) => {
      met.push(question);
      return true;
    },
  });
  if (probe.status === 'blocked' || met.length === 0) return probe;
  const outcomes = new Map<number, boolean>();
  if (await dependencies.flush()) {
    for (const question of met) {
      try {
        outcomes.set(question.question_id, await dependencies.runValidation(question.question_id));
      } catch {
        // An unreachable script counts as passed, as offline.
      }
    }
  }
  return nextQuestion(flow, from, {
    lang,
    validationPasses: (question) => outcomes.get(question.question_id) ?? true,
  });
}
