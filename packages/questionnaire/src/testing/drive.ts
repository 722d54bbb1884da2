import { answerQuestion } from '../answer-question';
import type { Flow } from '../build-flow';
import type { NextOptions } from '../next-question';
import { nextQuestion } from '../next-question';
import type { EngineState } from '../types';
import type { AnswerValue } from '../validate-answer';

/** nextQuestion that must move. */
export function next(flow: Flow, state: EngineState, options: NextOptions = {}): EngineState {
  const result = nextQuestion(flow, state, options);
  if (result.status !== 'moved') throw new Error(`blocked: ${JSON.stringify(result.errors)}`);
  return result.state;
}

/** answerQuestion that must accept the value. */
export function answer(
  flow: Flow,
  state: EngineState,
  questionId: number,
  value: AnswerValue,
  loopId = 1,
): EngineState {
  const result = answerQuestion(flow, state, { questionId, loopId, value });
  if (!result.ok) throw new Error(`invalid: ${JSON.stringify(result.errors)}`);
  return result.state;
}
