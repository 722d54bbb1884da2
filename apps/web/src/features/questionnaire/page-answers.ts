import type { Locale } from '@camino/contracts';
import {
  WITHOUT_GROUP,
  answerKey,
  answerQuestion,
  currentEntry,
  storedValue,
  type AnswerValue,
  type EngineState,
  type Flow,
  type Question,
  type StoredAnswer,
} from '@camino/questionnaire';
import { problemsFor, type Translate } from './field-problems';
import { isUnanswered, type Prefill } from './prefill';
import type { FieldProblem } from './question-field';
import { pageFields } from './page-fields';

/** Prefilled values by `answerKey(question, loop)`. */
export type Prefills = ReadonlyMap<string, Prefill>;

/** The prefilled value of a question; one that repeats an earlier question offers that question's answer. */
export function resolvePrefill(flow: Flow, state: EngineState, prefill: Prefill): Prefill {
  if (prefill.copyOf === undefined) return prefill;
  const source = flow.questions.get(prefill.copyOf.questionId);
  const copied = source === undefined ? '' : storedValue(flow, state, source, prefill.copyOf.loopId);
  return isUnanswered(copied) ? prefill : { ...prefill, value: copied };
}

/** The stored answer, else the prefilled value: what the field shows and Next saves. */
export function answerOrPrefill(
  flow: Flow,
  state: EngineState,
  prefills: Prefills,
  question: Question,
  loopId: number,
): AnswerValue {
  const stored = storedValue(flow, state, question, loopId);
  const known = prefills.get(answerKey(question.question_id, loopId));
  return known !== undefined && isUnanswered(stored) ? resolvePrefill(flow, state, known).value : stored;
}

/**
 * A loop nobody has answered yet starts with as many entries as the case already knows (each child
 * added to the case, each address already given), so every one of them is shown to confirm.
 */
export function withPrefilledLoops(flow: Flow, state: EngineState, prefills: Prefills): EngineState {
  const counts: Record<number, number> = { ...state.loopCounts };
  let changed = false;
  for (const prefill of prefills.values()) {
    const question = flow.questions.get(prefill.questionId);
    const group = question?.loop_group;
    if (group === undefined || group === WITHOUT_GROUP || prefill.loopId <= 1) continue;
    const loop = [...flow.questions.values()].find(
      (candidate) => candidate.type === 'LOOP' && candidate.loop_group === group,
    );
    if (loop === undefined) continue;
    const answered = Object.values(state.answers).some(
      (answer) => flow.questions.get(answer.questionId)?.loop_group === group,
    );
    if (answered || (counts[loop.question_id] ?? 1) >= prefill.loopId) continue;
    // An empty value only repeats an answer not given yet: it opens no entry of its own.
    if (isUnanswered(prefill.value) && prefill.copyOf === undefined) continue;
    counts[loop.question_id] = prefill.loopId;
    changed = true;
  }
  return changed ? { ...state, loopCounts: counts } : state;
}

export interface AppliedPage {
  readonly state: EngineState;
  readonly problems: Record<string, FieldProblem>;
  readonly saved: StoredAnswer[];
  readonly deleted: StoredAnswer[];
  /** Keys of the drafts the engine took: they are answers now. */
  readonly committed: string[];
}

/** Stores the page's typed answers in the engine; valid ones are kept (and to be saved) even when others fail. */
export function applyPage(
  flow: Flow,
  from: EngineState,
  page: {
    readonly drafts: Readonly<Record<string, AnswerValue>>;
    readonly prefills: Prefills;
    readonly lang: Locale;
    readonly t: Translate;
  },
): AppliedPage {
  let next = from;
  const saved: StoredAnswer[] = [];
  const deleted: StoredAnswer[] = [];
  let problems: Record<string, FieldProblem> = {};
  const committed: string[] = [];
  const valueOf = (question: Question, loopId: number): AnswerValue => {
    const key = answerKey(question.question_id, loopId);
    return key in page.drafts
      ? page.drafts[key]!
      : answerOrPrefill(flow, from, page.prefills, question, loopId);
  };
  // Fields out of scope with the page's answers are not saved; the engine deletes what they held.
  for (const { question, loopId } of pageFields(flow, currentEntry(from), valueOf)) {
    const key = answerKey(question.question_id, loopId);
    const value =
      key in page.drafts ? page.drafts[key]! : answerOrPrefill(flow, next, page.prefills, question, loopId);
    const result = answerQuestion(
      flow,
      next,
      { questionId: question.question_id, loopId, value },
      { lang: page.lang },
    );
    if (!result.ok) {
      problems = { ...problems, ...problemsFor(result.errors, page.lang, page.t) };
      continue;
    }
    committed.push(key);
    next = result.state;
    saved.push(...result.saved);
    deleted.push(...result.deleted);
  }
  return { state: next, problems, saved, deleted, committed };
}
