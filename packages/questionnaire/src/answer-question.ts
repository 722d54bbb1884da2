import { answerKey, answersOfEntry, getAnswer, withoutAnswers } from './answers';
import type { Flow } from './build-flow';
import { EngineError, questionNotFound } from './engine-error';
import { outOfScopeAnswers } from './field-conditions';
import { entryKey, sameEntry } from './flow-path';
import { isChoiceType, isInputType } from './question-kinds';
import type { EngineState, PathEntry, StoredAnswer } from './types';
import type { AnswerValue, ValidateOptions, ValidationError } from './validate-answer';
import { validateAnswer } from './validate-answer';
import type { Step, WalkOptions } from './walk';
import { stepFrom, tailFrom } from './walk';

export interface AnswerInput {
  readonly questionId: number;
  readonly loopId?: number;
  readonly value: AnswerValue;
}

export type AnswerResult =
  | { readonly ok: false; readonly errors: readonly ValidationError[] }
  | {
      readonly ok: true;
      readonly state: EngineState;
      /** Answers to write (a chosen option is saved as 'true', an "other" option as its text). */
      readonly saved: readonly StoredAnswer[];
      /** Answers to remove: options no longer chosen, cleared fields and any abandoned tail. */
      readonly deleted: readonly StoredAnswer[];
    };

/**
 * Validates and stores an answer. When a changed RADIO or CHECKBOX answer alters the following
 * question, or now leads to a LOOP, the old tail's answers are deleted and the path is marked changed.
 */
export function answerQuestion(
  flow: Flow,
  state: EngineState,
  input: AnswerInput,
  options: WalkOptions & ValidateOptions = {},
): AnswerResult {
  const loopId = input.loopId ?? 1;
  const question = flow.questions.get(input.questionId);
  if (!question || !isInputType(question.type)) throw questionNotFound(input.questionId, loopId);

  const errors = validateAnswer(flow, question, loopId, input.value, options);
  if (errors.length > 0) return { ok: false, errors };

  const entry: PathEntry = { questionId: question.question_id, loopId };
  const previous = answersOfEntry(flow, state, entry);
  const next = responses(flow, question.question_id, loopId, input.value);
  const saved = next.filter(
    (answer) => getAnswer(state, answer.questionId, answer.loopId)?.response !== answer.response,
  );
  const cleared = previous.filter((old) => !next.some((answer) => answer.questionId === old.questionId));
  if (saved.length === 0 && cleared.length === 0) return { ok: true, state, saved: [], deleted: [] };

  const kept = withoutAnswers(state.answers, cleared);
  for (const answer of next) kept[answerKey(answer.questionId, answer.loopId)] = answer;
  // A changed choice can put fields out of scope ("if the marriage ended"): their answers go.
  const outOfScope = isChoiceType(question.type) ? outOfScopeAnswers(flow, { ...state, answers: kept }) : [];
  const answers = withoutAnswers(kept, outOfScope);
  const updated: EngineState = { ...state, answers };
  cleared.push(...outOfScope);

  if (!isChoiceType(question.type) || !flow.outgoing.has(question.question_id)) {
    return { ok: true, state: updated, saved, deleted: cleared };
  }

  const before = following(flow, state, entry, options);
  const after = following(flow, updated, entry, options);
  const alters = before !== undefined && !sameEntry(before, after);
  const leadsToLoop =
    previous.length > 0 && after !== undefined && flow.questions.get(after.questionId)?.type === 'LOOP';
  if (!alters && !leadsToLoop) return { ok: true, state: updated, saved, deleted: cleared };

  const tail = tailFrom(flow, state, entry, options);
  const tailKeys = new Set(tail.map(entryKey));
  const abandoned = tail.flatMap((onTail) => answersOfEntry(flow, state, onTail));
  const visited = Object.fromEntries(Object.entries(updated.visited).filter(([key]) => !tailKeys.has(key)));
  const loopCounts = Object.fromEntries(
    Object.entries(updated.loopCounts).filter(
      ([id]) => !tailKeys.has(entryKey({ questionId: Number(id), loopId: 1 })),
    ),
  );
  const index = state.path.findIndex((onPath) => sameEntry(onPath, entry));

  return {
    ok: true,
    state: {
      ...updated,
      answers: withoutAnswers(answers, abandoned),
      visited,
      loopCounts,
      path: index >= 0 ? state.path.slice(0, index + 1) : updated.path,
      pathChanged: true,
    },
    saved,
    deleted: [...cleared, ...abandoned.filter((answer) => !cleared.includes(answer))],
  };
}

function following(
  flow: Flow,
  state: EngineState,
  entry: PathEntry,
  options: WalkOptions,
): PathEntry | undefined {
  // Broken content is reported by nextQuestion; storing the answer must not depend on it.
  let step: Step;
  try {
    step = stepFrom(flow, state, entry, new Set(), options);
  } catch (error) {
    if (error instanceof EngineError) return undefined;
    throw error;
  }
  return step.kind === 'entry' ? step.entry : undefined;
}

// Choice answers are one row per chosen option: 'true', or the applicant's text for an "other" option.
function responses(flow: Flow, questionId: number, loopId: number, value: AnswerValue): StoredAnswer[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [{ questionId, loopId, response: value }];
  const options = new Map(
    (flow.children.get(questionId) ?? []).map((option) => [option.question_id, option]),
  );
  return value.map((choice) => ({
    questionId: choice.optionId,
    loopId,
    response: options.get(choice.optionId)?.properties.otTx === true ? (choice.text ?? '').trim() : 'true',
  }));
}
