import type { Locale } from '@camino/contracts';
import {
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
  return known !== undefined && isUnanswered(stored) ? known.value : stored;
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
    return key in page.drafts ? page.drafts[key]! : answerOrPrefill(flow, from, page.prefills, question, loopId);
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
