import { chosenOptions, getAnswer } from './answers';
import type { Flow } from './build-flow';
import { isChoiceType, isInputType } from './question-kinds';
import type { EngineState, PathEntry, Question } from './types';
import type { AnswerValue, ValidateOptions, ValidationError } from './validate-answer';
import { validateAnswer } from './validate-answer';
import { questionOf } from './walk';
import { chosenIn, shownChildren } from './field-conditions';

/** The stored answer of a question occurrence in the shape `validateAnswer` takes. */
export function storedValue(flow: Flow, state: EngineState, question: Question, loopId: number): AnswerValue {
  if (isChoiceType(question.type)) {
    return chosenOptions(flow, state, question, loopId).map((option) => {
      const response = getAnswer(state, option.question_id, loopId)?.response ?? '';
      return option.properties.otTx === true
        ? { optionId: option.question_id, text: response }
        : { optionId: option.question_id };
    });
  }
  return getAnswer(state, question.question_id, loopId)?.response ?? '';
}

/** Validates the stored answers of an entry (every field of a TEMPLATE); errors block moving on. */
export function validateEntry(
  flow: Flow,
  state: EngineState,
  entry: PathEntry,
  options: ValidateOptions = {},
): ValidationError[] {
  const question = questionOf(flow, entry);
  // Fields out of scope (an answer made them not apply) are neither required nor checked.
  const fields =
    question.type === 'TEMPLATE'
      ? shownChildren(flow, question, entry.loopId, chosenIn(flow, state)).filter((child) =>
          isInputType(child.type),
        )
      : isInputType(question.type)
        ? [question]
        : [];
  return fields.flatMap((field) =>
    validateAnswer(flow, field, entry.loopId, storedValue(flow, state, field, entry.loopId), options),
  );
}
