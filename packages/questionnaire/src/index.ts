export type {
  AnswerContext,
  AnswerToDelete,
  AnswerToSave,
  EdgeText,
  EngineState,
  FlowEdge,
  Label,
  PathEntry,
  Question,
  QuestionProperties,
  QuestionType,
  StoredAnswer,
} from './types';
export { QUESTION_TYPES, WITHOUT_GROUP } from './types';
export type { EngineErrorCode } from './engine-error';
export { ENGINE_ERROR_CODES, EngineError } from './engine-error';
export { entryKey, formatEntry, formatFlowPath, parseEntry, parseFlowPath, sameEntry } from './flow-path';
export { parseQuestionProperties } from './properties';
export { isChoiceType, isDisplayableType, isInputType } from './question-kinds';
export type { Flow } from './build-flow';
export { buildFlow } from './build-flow';
export { answerKey, chosenOptions, getAnswer, isAnswered } from './answers';
export type { StateInit } from './state';
export { createState, currentEntry } from './state';
export type { ValidationOutcome, WalkOptions } from './walk';
export type { NextOptions, NextResult } from './next-question';
export { isComplete, nextQuestion } from './next-question';
export { canGoBack, goBack } from './go-back';
export type { RestartOptions, RestartResult } from './restart';
export { restart } from './restart';
export { completion } from './completion';
export type { AnswerInput, AnswerResult } from './answer-question';
export { answerQuestion } from './answer-question';
export { answersToDelete, toAnswersToDelete } from './answers-to-delete';
export { toAnswersToSave } from './answers-to-save';
export type { LoopChange } from './loop-iterations';
export { addLoopIteration, removeLoopIteration } from './loop-iterations';
export type { AnswerValue, OptionChoice, ValidateOptions, ValidationError } from './validate-answer';
export { validateAnswer } from './validate-answer';
export { storedValue, validateEntry } from './validate-entry';
export type { ValidationKey } from './validation-messages';
export { defaultMessage, VALIDATION_MESSAGES } from './validation-messages';
export { isUscisSafe, toUscisText } from './uscis-text';
export { requireDataSource } from './data-source';
export {
  decodeBase64,
  encodeBase64,
  GROUP_PLACEHOLDER,
  LOOP_ID_PLACEHOLDER,
  prepareValidationScript,
} from './validation-script';
export type { ChosenOf, FieldCondition } from './field-conditions';
export { chosenIn, conditionOf, isEntryShown, isFieldShown, shownChildren } from './field-conditions';
