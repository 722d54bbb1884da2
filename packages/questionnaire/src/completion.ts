import type { Flow } from './build-flow';
import { isEntryShown } from './field-conditions';
import { isDisplayableType } from './question-kinds';
import { currentEntry } from './state';
import type { EngineState } from './types';

/**
 * Completion percentage: pages passed on the path / (pages passed + pages likely still ahead, the
 * current one included), floored. 0 before the first page, 100 only at END. "Likely" averages the
 * branches ahead: the shortest route showed 50 % at the first question of a long questionnaire.
 */
export function completion(flow: Flow, state: EngineState): number {
  const current = currentEntry(state);
  if (!current) return 0;
  const question = flow.questions.get(current.questionId);
  if (!question) return 0;
  if (question.type === 'END') return 100;
  let passed = 0;
  for (const entry of state.path.slice(0, -1)) {
    const type = flow.questions.get(entry.questionId)?.type;
    if (type !== undefined && isDisplayableType(type) && isEntryShown(flow, state, entry)) passed += 1;
  }
  const ahead = flow.likelyRemaining.get(current.questionId) ?? Infinity;
  if (!Number.isFinite(ahead)) return 0;
  const total = passed + Math.max(1, Math.round(ahead));
  return Math.min(99, Math.floor((100 * passed) / total));
}
