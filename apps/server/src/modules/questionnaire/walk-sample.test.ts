import type { LoadedQuestionnaire } from '@camino/content';
import type { ActiveConfig, AnswerToSaveDto, FlowPathState } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeConfig,
  createQuestionnaireTestApp,
  idOf,
  loadSample,
  type QuestionnaireTestApp,
  tempSession,
} from './test-support';

let t: QuestionnaireTestApp;
let sample: LoadedQuestionnaire;
let config: ActiveConfig;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createQuestionnaireTestApp();
  await t.seed();
  sample = await loadSample(t.config.CONTENT_DIR);
  config = await activeConfig(t.app, 'sample');
  headers = await tempSession(t.app);
});
afterAll(() => t.close());

const id = (name: string) => idOf(sample, name);
const ref = () => ({ config_id: config.config_id, question_section_id: config.question_section_id });
const nameAt = (state: FlowPathState) => sample.names.get(state.current!.question_id);

async function move(action: 'next' | 'back' | 'restart', as = headers, lang = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/question-flow-path/temp',
    headers: as,
    payload: { ...ref(), action, lang },
  });
  return response;
}

async function next(): Promise<FlowPathState> {
  const response = await move('next');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FlowPathState;
}

type Row = { question_id: number; response: string; loop_id?: number };

async function save(rows: Row[], as = headers, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers: as,
    payload: { ...ref(), lang, answers: rows },
  });
}

async function answer(name: string, response: string, loopId = 1) {
  const saved = await save([{ question_id: id(name), response, loop_id: loopId }]);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as {
    saved: AnswerToSaveDto[];
    deleted: { qid: number; lid: number }[];
    flow: FlowPathState;
  };
}

async function storedAnswers(as = headers): Promise<AnswerToSaveDto[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/param-question-response/responseCaseTemp?config_id=${config.config_id}`,
    headers: as,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnswerToSaveDto[];
}

describe('walking the sample questionnaire through the API (temporary session)', () => {
  it('starts at START and stops at the welcome label', async () => {
    const state = await next();
    expect(nameAt(state)).toBe('welcome');
    expect(state.flow_path.split(';')[0]).toBe(String(id('start')));
    expect(state.complete).toBe(false);
  });

  it('blocks moving on while required template fields are empty, with the spec message', async () => {
    expect(nameAt(await next())).toBe('name');
    const blocked = await move('next');
    expect(blocked.statusCode).toBe(400);
    expect(blocked.headers['content-type']).toContain('application/problem+json');
    expect(blocked.json()).toMatchObject({
      code: 'VALIDATION',
      questionErrors: [
        { question_id: id('given_name'), key: 'required', message: 'This field is required' },
        { question_id: id('family_name'), key: 'required', message: 'This field is required' },
      ],
    });
  });

  it('rejects accents in a USCIS-bound name in the applicant language and saves nothing of the batch', async () => {
    const rejected = await save(
      [
        { question_id: id('given_name'), response: 'Maria' },
        { question_id: id('family_name'), response: 'Núñez' },
      ],
      headers,
      'es',
    );
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ path: `answers.${id('family_name')}` }],
      questionErrors: [{ key: 'uscisCharacters', message: expect.stringContaining('sin acentos') }],
    });
    expect(await storedAnswers()).toEqual([]);
  });

  it('saves the name and moves on to the date of birth', async () => {
    const saved = await save([
      { question_id: id('given_name'), response: 'Maria' },
      { question_id: id('family_name'), response: 'Nunez Lopez' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { saved: AnswerToSaveDto[] }).saved).toHaveLength(2);
    expect(nameAt(await next())).toBe('date_of_birth');
  });

  it('sends the applicant back when the validation script fails (date in the future)', async () => {
    await answer('date_of_birth', '2999-01-01');
    const state = await next();
    expect(nameAt(state)).toBe('date_of_birth');
    expect(state.failed_validation).toEqual({
      question_id: id('birth_date_check'),
      loop_id: 1,
      message: 'Your date of birth cannot be in the future. Please check it.',
    });

    const script = await t.app.inject({
      method: 'POST',
      url: '/api/code-execution',
      headers,
      payload: { config_id: config.config_id, question_id: id('birth_date_check') },
    });
    expect(script.json()).toEqual({ passed: false, failure: null });
  });

  it('passes the validation with a real date of birth', async () => {
    await answer('date_of_birth', '1990-05-17');
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/code-execution',
      headers,
      payload: { config_id: config.config_id, question_id: id('birth_date_check') },
    });
    expect(script.json()).toEqual({ passed: true, failure: null });
    expect(nameAt(await next())).toBe('country_of_birth');
  });

  it('accepts only a value of the SELECT data source', async () => {
    const rejected = await save([{ question_id: id('country_of_birth'), response: 'XX' }]);
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({
      questionErrors: [{ key: 'invalidFormat', message: 'Invalid format' }],
    });
    await answer('country_of_birth', 'GT');
    expect(nameAt(await next())).toBe('a_number');
  });

  it('applies the pattern with the label error text, and lets an optional question stay empty', async () => {
    const rejected = await save([{ question_id: id('a_number'), response: '12ab' }]);
    expect(rejected.json()).toMatchObject({
      questionErrors: [{ key: 'invalidFormat', message: 'The A-Number has 8 or 9 digits, without letters.' }],
    });
    expect(nameAt(await next())).toBe('years_in_us');
    await answer('years_in_us', '4');
    expect(nameAt(await next())).toBe('languages');
  });

  it('saves checkbox and "other" radio answers as one row per chosen option', async () => {
    const saved = await save([
      { question_id: id('languages.spanish'), response: 'true' },
      { question_id: id('languages.indigenous'), response: 'true' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(nameAt(await next())).toBe('preferred_language');
    const emptyOther = await save([{ question_id: id('preferred_language.other'), response: ' ' }]);
    expect(emptyOther.statusCode).toBe(400);
    expect(emptyOther.json()).toMatchObject({ questionErrors: [{ key: 'otherTextRequired' }] });
    await answer('preferred_language.other', "K'iche'");
    const rows = await storedAnswers();
    expect(rows).toContainEqual(
      expect.objectContaining({ question_id: id('preferred_language.other'), response: "K'iche'" }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ question_id: id('languages.spanish'), response: 'true' }),
    );
    expect(nameAt(await next())).toBe('has_children');
  });

  it('follows the Yes branch into the loop and adds an iteration', async () => {
    await answer('has_children.yes', 'true');
    expect(nameAt(await next())).toBe('child_name');
    await answer('child_name', 'Ana');
    expect(nameAt(await next())).toBe('child_date_of_birth');
    await answer('child_date_of_birth', '2015-02-01');

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/question-flow/loop',
      headers,
      payload: { ...ref(), loop_question_id: id('children') },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as FlowPathState).current).toEqual({ question_id: id('child_name'), loop_id: 2 });

    await answer('child_name', 'Luis', 2);
    await next();
    await answer('child_date_of_birth', '2018-07-09', 2);
    const state = await next();
    expect(nameAt(state)).toBe('contact_intro');
    expect(state.flow_path).toContain(`${id('child_name')}_2;${id('child_date_of_birth')}_2`);
  });

  it('removes a loop iteration, moving the later one down', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/question-flow/loop',
      headers,
      payload: { ...ref(), loop_question_id: id('children') },
    });
    await answer('child_name', 'Sofia', 3);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/question-flow/loop?config_id=${config.config_id}&question_section_id=${config.question_section_id}&loop_question_id=${id('children')}&loop_id=2`,
      headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const names = (await storedAnswers()).filter((row) => row.question_id === id('child_name'));
    expect(names.map((row) => [row.loop_id, row.response])).toEqual([
      [1, 'Ana'],
      [2, 'Sofia'],
    ]);
  });

  it('deletes the old tail server-side when the Yes/No answer changes', async () => {
    const changed = await save([
      { question_id: id('has_children.yes'), response: 'false' },
      { question_id: id('has_children.no'), response: 'true' },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json() as { deleted: { qid: number; lid: number }[]; flow: FlowPathState };
    expect(body.flow.path_changed).toBe(true);
    expect(body.deleted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ qid: id('has_children.yes'), lid: 1 }),
        expect.objectContaining({ qid: id('child_name'), lid: 1 }),
        expect.objectContaining({ qid: id('child_name'), lid: 2 }),
      ]),
    );
    expect(nameAt(body.flow)).toBe('has_children');
    const rows = await storedAnswers();
    expect(rows.some((row) => row.question_id === id('child_name'))).toBe(false);
    expect(rows.some((row) => row.question_id === id('child_date_of_birth'))).toBe(false);
    expect(rows).toContainEqual(
      expect.objectContaining({ question_id: id('has_children.no'), response: 'true' }),
    );
  });

  it('walks on through the No branch to END', async () => {
    expect(nameAt(await next())).toBe('contact_intro');
    expect(nameAt(await next())).toBe('email');
    const bad = await save([{ question_id: id('email'), response: 'maria@' }]);
    expect(bad.json()).toMatchObject({
      questionErrors: [{ key: 'invalidEmail', message: 'Type a valid email address' }],
    });
    await answer('email', 'maria@example.org');
    expect(nameAt(await next())).toBe('phone');
    await answer('phone', '+1 305 555 0100');
    expect(nameAt(await next())).toBe('notes');
    const state = await next();
    expect(nameAt(state)).toBe('end');
    expect(state).toMatchObject({ complete: true, completion: 100, path_changed: false });
    expect(state.flow_path.split(';')).not.toContain(String(id('child_name')));

    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/question-flow-path/temp/${config.config_id}/${config.question_section_id}/en`,
      headers,
    });
    expect(stored.json()).toMatchObject({ flow_path: state.flow_path, complete: true });
  });

  it('steps back and restarts', async () => {
    const back = await move('back');
    expect(nameAt(back.json() as FlowPathState)).toBe('notes');
    const restarted = await move('restart');
    expect(nameAt(restarted.json() as FlowPathState)).toBe('welcome');
    expect(await storedAnswers()).toEqual([]);
  });
});

describe('ownership', () => {
  it('never shows or deletes another session’s answers', async () => {
    const other = await tempSession(t.app);
    const mine = await tempSession(t.app);
    const saved = await save([{ question_id: id('given_name'), response: 'Maria' }], mine);
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await storedAnswers(other)).toEqual([]);
    const path = await t.app.inject({
      method: 'GET',
      url: `/api/question-flow-path/temp/${config.config_id}/${config.question_section_id}/en`,
      headers: other,
    });
    expect(path.json()).toMatchObject({ flow_path: '', current: null });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/param-question-response/question_id',
      headers: other,
      payload: {
        answers: [
          {
            qid: id('given_name'),
            lid: 1,
            g: 1,
            lg: 'WITHOUT_GROUP',
            qsid: config.question_section_id,
            c: config.config_id,
          },
        ],
      },
    });
    expect(deleted.json()).toEqual({ deleted: 0, flow: null });
    expect(await storedAnswers(mine)).toHaveLength(1);

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/param-question-response?q=${id('given_name')}&g=1&c=${config.config_id}`,
      headers: mine,
    });
    expect(own.json()).toMatchObject({ deleted: 1 });
    expect(await storedAnswers(mine)).toEqual([]);
  });

  it('refuses calls without a session and case calls with only a temporary one', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/param-question-response/responseCaseTemp?config_id=${config.config_id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    const caseCall = await t.app.inject({
      method: 'GET',
      url: `/api/param-question-response/responseCase?config_id=${config.config_id}`,
      headers,
    });
    expect(caseCall.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/param-question-response/process-array',
      headers: { authorization: 'Bearer temp not-a-real-token' },
      payload: { ...ref(), answers: [{ question_id: id('given_name'), response: 'x' }] },
    });
    expect(forged.statusCode).toBe(401);
  });
});
