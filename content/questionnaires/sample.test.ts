import { join } from 'node:path';
import type { AnswerValue, EngineState, Flow, Question } from '@camino/questionnaire';
import {
  addLoopIteration,
  answerQuestion,
  buildFlow,
  completion,
  createState,
  currentEntry,
  formatFlowPath,
  isComplete,
  nextQuestion,
  prepareValidationScript,
} from '@camino/questionnaire';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedQuestionnaire } from '../tools/load-questionnaire';
import { loadQuestionnaire } from '../tools/load-questionnaire';

let sample: LoadedQuestionnaire;
let flow: Flow;

beforeAll(async () => {
  sample = await loadQuestionnaire(join(import.meta.dirname, 'sample.yaml'));
  flow = buildFlow(sample.questions, sample.edges, sample.labels);
});

const id = (name: string): number => {
  const found = sample.ids.get(name);
  if (found === undefined) throw new Error(`no question ${name}`);
  return found;
};
const nameOf = (state: EngineState): string => sample.names.get(currentEntry(state)!.questionId)!;

// Stands in for the server's sandbox: content scripts are trusted, and the test needs them synchronous.
function validationPasses(question: Question, _loopId: number, state: EngineState): boolean {
  const answer = (questionId: number, _group: number, loopId: number): string =>
    state.answers[loopId > 1 ? `${questionId}_${loopId}` : String(questionId)]?.response ?? '';
  return Boolean(new Function('answer', prepareValidationScript(question.code ?? ''))(answer));
}

function answer(state: EngineState, name: string, value: AnswerValue, loopId = 1): EngineState {
  const result = answerQuestion(flow, state, { questionId: id(name), loopId, value }, { validationPasses });
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
  return result.state;
}

function next(state: EngineState): EngineState {
  const result = nextQuestion(flow, state, { validationPasses });
  if (result.status !== 'moved')
    throw new Error(`blocked at ${nameOf(state)}: ${JSON.stringify(result.errors)}`);
  return result.state;
}

/** Walks from START through the questions common to both branches, up to "Do you have children?". */
function walkToChildrenQuestion(): EngineState {
  let state = next(createState(flow));
  expect(nameOf(state)).toBe('welcome');
  state = next(state);
  expect(nameOf(state)).toBe('name');
  state = answer(state, 'given_name', 'Maria');
  state = answer(state, 'family_name', 'Nunez Lopez');
  state = next(state);
  expect(nameOf(state)).toBe('date_of_birth');
  state = next(answer(state, 'date_of_birth', '1990-05-17'));
  expect(nameOf(state)).toBe('country_of_birth');
  state = next(answer(state, 'country_of_birth', 'GT'));
  expect(nameOf(state)).toBe('a_number');
  state = next(state); // optional, left empty
  state = next(answer(state, 'years_in_us', '4'));
  expect(nameOf(state)).toBe('languages');
  state = next(
    answer(state, 'languages', [
      { optionId: id('languages.spanish') },
      { optionId: id('languages.indigenous') },
    ]),
  );
  expect(nameOf(state)).toBe('preferred_language');
  state = next(
    answer(state, 'preferred_language', [{ optionId: id('preferred_language.other'), text: "K'iche'" }]),
  );
  expect(nameOf(state)).toBe('has_children');
  return state;
}

function finishContact(state: EngineState): EngineState {
  expect(nameOf(state)).toBe('contact_intro');
  state = next(state);
  state = next(answer(state, 'email', 'maria@example.org'));
  state = next(answer(state, 'phone', '+1 305 555 0100'));
  expect(nameOf(state)).toBe('notes');
  return next(answer(state, 'notes', 'Prefiero mensajes de texto.'));
}

describe('sample questionnaire', () => {
  it('walks from START to END without children', () => {
    let state = walkToChildrenQuestion();
    state = next(answer(state, 'has_children', [{ optionId: id('has_children.no') }]));
    state = finishContact(state);
    expect(isComplete(flow, state)).toBe(true);
    expect(completion(flow, state)).toBe(100);
    expect(formatFlowPath(state.path).split(';')).not.toContain(String(id('child_name')));
  });

  it('walks from START to END through the children loop, twice', () => {
    let state = walkToChildrenQuestion();
    state = next(answer(state, 'has_children', [{ optionId: id('has_children.yes') }]));
    expect(nameOf(state)).toBe('child_name');
    state = next(answer(state, 'child_name', 'Ana'));
    state = answer(state, 'child_date_of_birth', '2015-02-01');
    state = addLoopIteration(flow, state, id('children'));
    expect(currentEntry(state)).toEqual({ questionId: id('child_name'), loopId: 2 });
    state = next(answer(state, 'child_name', 'Luis', 2));
    state = next(answer(state, 'child_date_of_birth', '2018-07-09', 2));
    state = finishContact(state);
    expect(isComplete(flow, state)).toBe(true);
    expect(formatFlowPath(state.path)).toContain(`${id('child_name')}_2;${id('child_date_of_birth')}_2`);
  });

  it('sends the applicant back when the date of birth is in the future', () => {
    let state = next(next(createState(flow)));
    state = next(answer(answer(state, 'given_name', 'Maria'), 'family_name', 'Lopez'));
    const result = nextQuestion(flow, answer(state, 'date_of_birth', '2999-01-01'), { validationPasses });
    expect(result.status).toBe('moved');
    if (result.status !== 'moved') return;
    expect(result.failedValidation?.questionId).toBe(id('birth_date_check'));
    expect(nameOf(result.state)).toBe('date_of_birth');
    expect(flow.labels.get(`${id('birth_date_check')}:es`)?.error_text).toContain(
      'no puede ser una fecha futura',
    );
  });

  it('rejects accents in a USCIS-bound name with a clear message', () => {
    const state = next(next(createState(flow)));
    const result = answerQuestion(
      flow,
      state,
      { questionId: id('family_name'), value: 'Núñez' },
      { lang: 'es' },
    );
    expect(result).toMatchObject({ ok: false, errors: [{ key: 'uscisCharacters' }] });
  });
});
