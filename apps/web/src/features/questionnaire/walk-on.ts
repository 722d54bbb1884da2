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
 * A computed answer may lead to another (the screener's "was this situation chosen?" in a row): the
 * walk runs each one it meets on the way actually taken, until it reaches a page.
 */
export async function walkOn(
  flow: Flow,
  from: EngineState,
  lang: Locale,
  dependencies: WalkOnDependencies,
): Promise<NextResult> {
  const outcomes = new Map<number, boolean>();
  let flushed = false;
  for (;;) {
    const met: Question[] = [];
    const step = nextQuestion(flow, from, {
      lang,
      validationPasses: (question) => {
        const known = outcomes.get(question.question_id);
        if (known !== undefined) return known;
        met.push(question);
        return true;
      },
    });
    if (step.status === 'blocked' || met.length === 0) return step;
    if (!flushed) {
      if (!(await dependencies.flush())) return step;
      flushed = true;
    }
    for (const question of met) {
      try {
        outcomes.set(question.question_id, await dependencies.runValidation(question.question_id));
      } catch {
        // An unreachable script counts as passed, as offline.
        outcomes.set(question.question_id, true);
      }
    }
  }
}
