import type { Flow } from './build-flow';
import { isEntryShown } from './field-conditions';
import { isDisplayableType } from './question-kinds';
import { currentEntry } from './state';
import type { EngineState } from './types';

/**
 * Completion percentage, derived from the path: each page passed moves it by an equal share of what
 * was left, (100 − so far) / pages likely still ahead of that page (itself included). So it only
 * moves forward as pages are passed, by even steps while the estimate holds; an answer that makes
 * the way longer or shorter changes the size of the next steps, never takes the bar back or
 * across most of what is left at once. 0 before the first page, below 100 on every page, 100 only at
 * END; Back shows the value the page had. "Likely" averages the branches ahead: the shortest route
 * would make an early way out look like half the questionnaire.
 */
export function completion(flow: Flow, state: EngineState): number {
  const current = currentEntry(state);
  if (!current) return 0;
  const question = flow.questions.get(current.questionId);
  if (!question) return 0;
  if (question.type === 'END') return 100;
  let done = 0;
  for (const entry of state.path.slice(0, -1)) {
    const type = flow.questions.get(entry.questionId)?.type;
    // A page passed by because none of its fields applied was never shown: it moves nothing.
    if (type === undefined || !isDisplayableType(type) || !isEntryShown(flow, state, entry)) continue;
    const ahead = flow.likelyRemaining.get(entry.questionId) ?? Infinity;
    if (Number.isFinite(ahead)) done += (100 - done) / Math.max(1, ahead);
  }
  return Math.min(99, Math.floor(done));
}
