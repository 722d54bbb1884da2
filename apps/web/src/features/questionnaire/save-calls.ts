/**
 * Turns the engine's results into the calls the save queue sends: exact deletes (spec: Answer to
 * delete), the whole new answer of each changed question, and the walked flow path.
 */
import type { Locale } from '@camino/contracts';
import type { EngineState, Flow, StoredAnswer } from '@camino/questionnaire';
import { formatFlowPath, getAnswer, isChoiceType, toAnswersToDelete } from '@camino/questionnaire';
import { deleteAnswersCall, type OwnerKind, saveAnswersCall, saveFlowPathCall } from './api';
import type { NewCall } from './save-queue';

export interface SectionContext {
  readonly configId: number;
  readonly sectionId: number;
  readonly owner: OwnerKind;
  readonly lang: Locale;
}

// The server accepts at most this many rows per call.
const BATCH = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += BATCH) out.push(items.slice(index, index + BATCH));
  return out;
}

export function deleteCalls(
  flow: Flow,
  deleted: readonly StoredAnswer[],
  context: SectionContext,
): NewCall[] {
  const rows = toAnswersToDelete(flow, deleted, {
    config_id: context.configId,
    question_section_id: context.sectionId,
  });
  return chunks(rows).map((answers) => ({ configId: context.configId, ...deleteAnswersCall({ answers }) }));
}

/** The questions (and loop ids) the given answers belong to: an option's answer belongs to its question. */
function changedFields(
  flow: Flow,
  answers: readonly StoredAnswer[],
): Array<{ questionId: number; loopId: number }> {
  const seen = new Map<string, { questionId: number; loopId: number }>();
  for (const answer of answers) {
    const question = flow.questions.get(answer.questionId);
    const owner =
      question?.type === 'OPTION' && question.parent_id !== null ? question.parent_id : answer.questionId;
    seen.set(`${owner}:${answer.loopId}`, { questionId: owner, loopId: answer.loopId });
  }
  return [...seen.values()];
}

/**
 * Rows for the batch save. The server takes the option rows of a question as its whole new
 * answer, so every option is sent: 'true' (or the "other" text) when chosen, 'false' when not.
 */
export function saveCalls(
  flow: Flow,
  state: EngineState,
  changed: readonly StoredAnswer[],
  context: SectionContext,
): NewCall[] {
  const rows: Array<{ question_id: number; loop_id: number; response: string }> = [];
  for (const { questionId, loopId } of changedFields(flow, changed)) {
    const question = flow.questions.get(questionId);
    if (!question) continue;
    if (isChoiceType(question.type)) {
      for (const option of flow.children.get(questionId) ?? []) {
        if (option.type !== 'OPTION') continue;
        const response = getAnswer(state, option.question_id, loopId)?.response ?? 'false';
        rows.push({ question_id: option.question_id, loop_id: loopId, response });
      }
    } else {
      rows.push({
        question_id: questionId,
        loop_id: loopId,
        response: getAnswer(state, questionId, loopId)?.response ?? '',
      });
    }
  }
  return chunks(rows).map((answers) => ({
    configId: context.configId,
    ...saveAnswersCall({
      config_id: context.configId,
      question_section_id: context.sectionId,
      lang: context.lang,
      answers,
    }),
  }));
}

export function pathCall(state: EngineState, context: SectionContext): NewCall {
  return {
    configId: context.configId,
    ...saveFlowPathCall(context.owner, {
      config_id: context.configId,
      question_section_id: context.sectionId,
      action: 'save',
      flow_path: formatFlowPath(state.path),
      lang: context.lang,
    }),
  };
}

/** Every call one change needs, in the order the server must see them: deletes, saves, then the path. */
export function changeCalls(
  flow: Flow,
  before: EngineState,
  after: EngineState,
  change: { readonly saved: readonly StoredAnswer[]; readonly deleted: readonly StoredAnswer[] },
  context: SectionContext,
): NewCall[] {
  // Deletes go first: removing a loop iteration deletes rows under the old loop ids and saves them under the new.
  const calls = [
    ...deleteCalls(flow, change.deleted, context),
    ...saveCalls(flow, after, change.saved, context),
  ];
  if (formatFlowPath(before.path) !== formatFlowPath(after.path)) calls.push(pathCall(after, context));
  return calls;
}
