import type { LoadedQuestionnaire } from '@camino/content';
import type { ActiveConfig, QuestionFlow } from '@camino/contracts';
import { WITHOUT_GROUP } from '@camino/questionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQuestionnaire } from './seed-questionnaires';
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

beforeAll(async () => {
  t = await createQuestionnaireTestApp();
  await t.seed();
  sample = await loadSample(t.config.CONTENT_DIR);
  config = await activeConfig(t.app, 'sample');
});
afterAll(() => t.close());

const labelUrl = (lang: string, questionId?: number) =>
  `/api/param-question-label/findLabel?question_section_id=${config.question_section_id}&config_id=${config.config_id}&lang=${lang}${questionId === undefined ? '' : `&question_label_id=${questionId}`}`;

describe('questionnaire content calls', () => {
  it('serves the questions and edges the loader produced', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/param-question-flow?config_id=${config.config_id}`,
    });
    expect(response.statusCode).toBe(200);
    const flow = response.json() as QuestionFlow;
    expect(flow.questions).toHaveLength(sample.questions.length);
    expect(flow.edges).toEqual(sample.edges);
    expect(
      flow.questions.find((question) => question.question_id === idOf(sample, 'country_of_birth')),
    ).toMatchObject({
      type: 'SELECT',
      properties: { ds: 'countries' },
      required: true,
    });
  });

  it('serves labels with a strong ETag per version and language, and 304 when unchanged', async () => {
    const spanish = await t.app.inject({ method: 'GET', url: labelUrl('es', idOf(sample, 'has_children')) });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json()).toEqual([expect.objectContaining({ lang: 'es', label: '¿Tiene hijos o hijas?' })]);
    const etag = spanish.headers.etag as string;
    expect(etag).toMatch(/^"q\d+-v1-[0-9a-f]{16}-labels-\d+-\d+-es"$/);
    expect(spanish.headers['cache-control']).toBe('private, max-age=0, must-revalidate');

    const again = await t.app.inject({
      method: 'GET',
      url: labelUrl('es', idOf(sample, 'has_children')),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const english = await t.app.inject({
      method: 'GET',
      url: labelUrl('en'),
      headers: { 'if-none-match': etag },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
    expect((english.json() as unknown[]).length).toBeGreaterThan(20);
  });

  it('serves additional labels, the section label, variables and a single question', async () => {
    const additional = await t.app.inject({
      method: 'GET',
      url: `/api/param-additional-label/list/${config.config_id}/es`,
    });
    expect(additional.json()).toEqual([{ key: 'title', text: 'Sobre usted' }]);
    expect(additional.headers.etag).toBeDefined();

    const section = await t.app.inject({
      method: 'GET',
      url: `/api/param-question-section/section-label/${config.config_id}/${config.question_section_id}/en`,
    });
    expect(section.json()).toEqual({
      question_section_id: config.question_section_id,
      key: 'sample',
      label: 'About you',
    });

    const variables = await t.app.inject({
      method: 'GET',
      url: `/api/param-question-var/variables?qs=${config.question_section_id}&cf=${config.config_id}`,
    });
    expect(variables.json()).toContainEqual({
      name: 'date_of_birth',
      question_id: idOf(sample, 'date_of_birth'),
    });

    const question = await t.app.inject({
      method: 'GET',
      url: `/api/param-question/${config.config_id}/${idOf(sample, 'child_name')}`,
    });
    expect(question.json()).toMatchObject({ type: 'TEXT', loop_group: 'children', length: 100 });
  });

  it('answers unknown things with the engine messages as problem+json', async () => {
    const question = await t.app.inject({
      method: 'GET',
      url: `/api/param-question/${config.config_id}/999`,
    });
    expect(question.statusCode).toBe(404);
    expect(question.headers['content-type']).toContain('application/problem+json');
    expect(question.json()).toMatchObject({
      code: 'NOT_FOUND',
      detail: 'Question with ID 999 and loop_id 1 not found',
    });

    const source = await t.app.inject({
      method: 'POST',
      url: '/api/param-data-select/information',
      payload: { name: 'planets', lang: 'en' },
    });
    expect(source.statusCode).toBe(404);
    expect(source.json()).toMatchObject({
      detail: 'Data source not found: planets',
      engineCode: 'DATA_SOURCE_NOT_FOUND',
    });

    const headers = await tempSession(t.app);
    const loop = await t.app.inject({
      method: 'POST',
      url: '/api/question-flow/loop',
      headers,
      payload: {
        config_id: config.config_id,
        question_section_id: config.question_section_id,
        loop_question_id: idOf(sample, 'email'),
      },
    });
    expect(loop.statusCode).toBe(404);
    expect(loop.json()).toMatchObject({
      detail: `Question with ID ${idOf(sample, 'email')} and loop_id 1 not found`,
      engineCode: 'QUESTION_NOT_FOUND',
    });

    const unknownAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/param-question-response/process-array',
      headers,
      payload: {
        config_id: config.config_id,
        question_section_id: config.question_section_id,
        answers: [{ question_id: 4242, loop_id: 3, response: 'x' }],
      },
    });
    expect(unknownAnswer.statusCode).toBe(404);
    expect(unknownAnswer.json()).toMatchObject({ detail: 'Question with ID 4242 and loop_id 3 not found' });

    const config404 = await t.app.inject({ method: 'GET', url: '/api/param-question-flow?config_id=999999' });
    expect(config404.statusCode).toBe(404);
  });

  it("reports broken content with the engine's 'Flow with from ID' and refuses content without a start", async () => {
    const question = (id: number, type: 'START' | 'TEXT') => ({
      question_id: id,
      type,
      parent_id: null,
      loop_id: 1,
      loop_group: WITHOUT_GROUP,
      group: 1,
      order: id,
      required: false,
      length: null,
      properties: {},
      code: null,
    });
    const broken = {
      id: 'dead_end',
      title: { en: 'Dead end', es: 'Sin salida' },
      questions: [question(1, 'START'), question(2, 'TEXT')],
      edges: [{ from: 1, to: 2, text: null, loop: false }],
      labels: [],
      ids: new Map([
        ['start', 1],
        ['only', 2],
      ]),
      names: new Map([
        [1, 'start'],
        [2, 'only'],
      ]),
    };
    const { configId } = await seedQuestionnaire(t.app.db, broken);
    const [deadEnd] = (
      await t.app.inject({ method: 'GET', url: '/api/config/active?questionnaire=dead_end' })
    ).json() as ActiveConfig[];
    const headers = await tempSession(t.app);
    const move = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/question-flow-path/temp',
        headers,
        payload: { config_id: configId, question_section_id: deadEnd!.question_section_id, action: 'next' },
      });
    expect((await move()).statusCode).toBe(200);
    const stuck = await move();
    expect(stuck.statusCode).toBe(409);
    expect(stuck.json()).toMatchObject({
      detail: 'Flow with from ID 2 not found',
      engineCode: 'FLOW_NOT_FOUND',
    });

    await expect(
      seedQuestionnaire(t.app.db, { ...broken, id: 'no_start', questions: [question(2, 'TEXT')], edges: [] }),
    ).rejects.toThrow('Questionnaire start not found');
  });

  it("answers stored content without a START with the engine's message", async () => {
    // Seeding refuses such content; rows written some other way must still fail cleanly.
    const { rows } = await t.database.executeSql(
      `INSERT INTO questionnaire_configs (questionnaire_key, version, content_hash, active, title_en, title_es)
       VALUES ('hand_made', 1, 'x', false, 'Hand made', 'Hecho a mano') RETURNING id`,
      [],
    );
    const configId = (rows[0] as { id: number }).id;
    const { rows: sections } = await t.database.executeSql(
      `INSERT INTO questionnaire_sections (config_id, key, position, label_en, label_es)
       VALUES ($1, 'hand_made', 1, 'Hand made', 'Hecho a mano') RETURNING id`,
      [configId],
    );
    await t.database.executeSql(
      `INSERT INTO questionnaire_questions (config_id, question_id, section_id, type, loop_id, loop_group, "group", "order", required, properties)
       VALUES ($1, 5, $2, 'TEXT', 1, 'WITHOUT_GROUP', 1, 1, false, '{}')`,
      [configId, (sections[0] as { id: number }).id],
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/param-question-flow?config_id=${configId}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      detail: 'Questionnaire start not found',
      engineCode: 'START_NOT_FOUND',
    });
  });

  it('checks a path the browser walked before storing it', async () => {
    const headers = await tempSession(t.app);
    const id = (name: string) => idOf(sample, name);
    const store = (flowPath: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/question-flow-path/temp',
        headers,
        payload: {
          config_id: config.config_id,
          question_section_id: config.question_section_id,
          action: 'save',
          flow_path: flowPath,
        },
      });
    const good = await store(`${id('start')};${id('welcome')};${id('name')}`);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ current: { question_id: id('name'), loop_id: 1 } });
    const skipping = await store(`${id('start')};${id('welcome')};${id('email')}`);
    expect(skipping.statusCode).toBe(400);
    expect(skipping.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'body.flow_path' }] });
  });
});
