import type { AnswerToSaveDto, FlowPathState, ProcessArrayRequest } from '@camino/contracts';
import type {
  AnswerInput,
  EngineState,
  Flow,
  OptionChoice,
  Question,
  ValidationError,
} from '@camino/questionnaire';
import {
  answerQuestion,
  defaultMessage,
  requireDataSource,
  toAnswersToDelete,
  toAnswersToSave,
} from '@camino/questionnaire';
import { DATA_SOURCE_PROVIDERS } from '../data-sources';
import type { AnswerOwner } from './answer-owner';
import { type QuestionnaireDeps, engineOptions } from './deps';
import { answersRejected, withEngineErrors } from './engine-errors';
import { toFlowPathState } from './flow-path-state';
import { requireConfig, requireSection } from './load-config';
import { loadOwnerState, pinConfig, saveOwnerState, withOwnerLock } from './owner-state';

export interface ProcessedAnswers {
  saved: AnswerToSaveDto[];
  deleted: ReturnType<typeof toAnswersToDelete>;
  flow: FlowPathState;
}

/**
 * POST param-question-response/process-array: the batch save. Every answer goes through the
 * engine as the browser's did (required, pattern, length, USCIS-safe text, options) plus the
 * data-source check only the server can make; one broken rule rejects the whole batch. Answers a
 * changed branch abandons are deleted here too, and the path is cut back to the changed question.
 */
export async function processAnswers(
  deps: QuestionnaireDeps,
  owner: AnswerOwner,
  request: ProcessArrayRequest,
): Promise<ProcessedAnswers> {
  const config = await requireConfig(deps.db, request.config_id);
  const section = requireSection(config, request.question_section_id);
  const flow = section.flow;
  const options = engineOptions(deps, request.lang);
  const inputs = toInputs(flow, request.answers);

  return withEngineErrors(() =>
    withOwnerLock(deps.db, owner, async (db) => {
      await pinConfig(db, owner, config, deps.answerWriteGuards);
      const { state: before, changed } = await loadOwnerState(db, owner, config, section);
      let state: EngineState = before;
      const errors: ValidationError[] = [];
      for (const input of inputs) {
        const outOfSource = dataSourceError(flow, input, request.lang);
        if (outOfSource) {
          errors.push(outOfSource);
          continue;
        }
        const result = answerQuestion(flow, state, input, options);
        if (!result.ok) errors.push(...result.errors);
        else state = result.state;
      }
      if (errors.length > 0) throw answersRejected(errors);

      const pathChanged = changed || state.pathChanged;
      const { saved, deleted } = await saveOwnerState(db, owner, config, section, {
        before,
        after: state,
        changed: pathChanged,
      });
      const context = { config_id: config.id, question_section_id: section.id };
      return {
        saved: toAnswersToSave(flow, saved, context),
        deleted: toAnswersToDelete(flow, deleted, context),
        flow: toFlowPathState(config, section, state, { changed: pathChanged, lang: request.lang }),
      };
    }),
  );
}

/**
 * Rows in the spec's Answer-to-save shape → the engine's answers: option rows of one question
 * and loop id become that question's choice, the last row of an input wins.
 */
function toInputs(flow: Flow, rows: ProcessArrayRequest['answers']): AnswerInput[] {
  const inputs = new Map<string, { questionId: number; loopId: number; value: string | OptionChoice[] }>();
  for (const row of rows) {
    const question = flow.questions.get(row.question_id);
    if (question?.type === 'OPTION' && question.parent_id !== null) {
      const key = `${question.parent_id}:${row.loop_id}`;
      const existing = inputs.get(key);
      const choices = existing && typeof existing.value !== 'string' ? existing.value : [];
      // An "other" option chosen with blank text must reach the engine, which asks for the text.
      const chosen =
        question.properties.otTx === true
          ? row.response.trim().toLowerCase() !== 'false'
          : isChosen(row.response);
      const others = choices.filter((choice) => choice.optionId !== question.question_id);
      inputs.set(key, {
        questionId: question.parent_id,
        loopId: row.loop_id,
        value: chosen
          ? [
              ...others,
              question.properties.otTx === true
                ? { optionId: question.question_id, text: row.response }
                : { optionId: question.question_id },
            ]
          : others,
      });
      continue;
    }
    // Unknown ids go on to the engine, which names them in its 'Question with ID … not found'.
    inputs.set(`${row.question_id}:${row.loop_id}`, {
      questionId: row.question_id,
      loopId: row.loop_id,
      value: row.response,
    });
  }
  return [...inputs.values()];
}

const isChosen = (response: string): boolean => {
  const value = response.trim().toLowerCase();
  return value !== '' && value !== 'false';
};

/** A SELECT's answer must be one of its data source's values; the engine cannot know them. */
function dataSourceError(flow: Flow, input: AnswerInput, lang: string): ValidationError | null {
  const question: Question | undefined = flow.questions.get(input.questionId);
  if (question?.type !== 'SELECT' || typeof input.value !== 'string' || input.value.trim() === '')
    return null;
  const source = requireDataSource(DATA_SOURCE_PROVIDERS, question);
  if (!source || source.has(input.value.trim())) return null;
  return {
    questionId: question.question_id,
    loopId: input.loopId ?? 1,
    key: 'invalidFormat',
    message:
      flow.labels.get(`${question.question_id}:${lang}`)?.error_text ?? defaultMessage('invalidFormat', lang),
  };
}
