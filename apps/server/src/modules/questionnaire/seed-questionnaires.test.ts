import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActiveConfig } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES_FOLDER } from './seed-questionnaires';
import { createContentCopy } from '../../../test/content-copy';
import {
  activeConfig,
  createQuestionnaireTestApp,
  type QuestionnaireTestApp,
  tempSession,
} from './test-support';

const SAMPLE = path.resolve(import.meta.dirname, '../../../../../content/questionnaires/sample.yaml');

let t: QuestionnaireTestApp;
let contentDir: string;
let sampleFile: string;

beforeAll(async () => {
  contentDir = await createContentCopy();
  await mkdir(path.join(contentDir, QUESTIONNAIRES_FOLDER));
  sampleFile = path.join(contentDir, QUESTIONNAIRES_FOLDER, 'sample.yaml');
  await copyFile(SAMPLE, sampleFile);
  t = await createQuestionnaireTestApp({ CONTENT_DIR: contentDir });
});
afterAll(async () => {
  await t.close();
  await rm(contentDir, { recursive: true, force: true });
});

async function versions(): Promise<{ version: number; active: boolean }[]> {
  const { rows } = await t.database.executeSql(
    "SELECT version, active FROM questionnaire_configs WHERE questionnaire_key = 'sample' AND strategy IS NULL ORDER BY version",
    [],
  );
  return rows as { version: number; active: boolean }[];
}

async function start(configId: number, sectionId: number, headers: { authorization: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/question-flow-path/temp',
    headers,
    payload: { config_id: configId, question_section_id: sectionId, action: 'next' },
  });
}

describe('seeding questionnaires', () => {
  let first: ActiveConfig;
  let pinned: { authorization: string };

  it('creates one version, and none when the content did not change', async () => {
    await t.seed();
    expect(await versions()).toEqual([{ version: 1, active: true }]);
    await t.seed();
    expect(await versions()).toEqual([{ version: 1, active: true }]);
    first = await activeConfig(t.app, 'sample');
    expect(first).toMatchObject({
      version: 1,
      strategy: null,
      title: { en: 'About you', es: 'Sobre usted' },
    });
    const { rows } = await t.database.executeSql(
      'SELECT count(*)::int AS questions FROM questionnaire_questions WHERE config_id = $1',
      [first.config_id],
    );
    expect(rows).toEqual([{ questions: expect.any(Number) }]);
    expect((rows[0] as { questions: number }).questions).toBeGreaterThan(20);
  });

  it('creates a new active version on change while a started session stays on the old one', async () => {
    pinned = await tempSession(t.app);
    expect((await start(first.config_id, first.question_section_id, pinned)).statusCode).toBe(200);

    const text = await readFile(sampleFile, 'utf8');
    await writeFile(sampleFile, text.replace('basic information about you', 'basic facts about you'));
    await t.seed();
    await t.seed();
    expect(await versions()).toEqual([
      { version: 1, active: false },
      { version: 2, active: true },
    ]);
    const second = await activeConfig(t.app, 'sample');
    expect(second.version).toBe(2);
    expect(second.config_id).not.toBe(first.config_id);

    // The pinned session goes on with version 1 and cannot jump to version 2.
    const next = await start(first.config_id, first.question_section_id, pinned);
    expect(next.statusCode, next.body).toBe(200);
    const moved = await start(second.config_id, second.question_section_id, pinned);
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'CONFLICT', pinnedConfigId: first.config_id });

    // The old version's content is still served to it.
    const labels = await t.app.inject({
      method: 'GET',
      url: `/api/param-question-label/findLabel?config_id=${first.config_id}&question_section_id=${first.question_section_id}&lang=en`,
    });
    expect(labels.body).toContain('basic information about you');

    // A new session starts on the active version only.
    const fresh = await tempSession(t.app);
    expect((await start(first.config_id, first.question_section_id, fresh)).statusCode).toBe(409);
    expect((await start(second.config_id, second.question_section_id, fresh)).statusCode).toBe(200);
  });

  it('reads a strategy from the id suffix, and that version shadows the general one', async () => {
    const text = await readFile(sampleFile, 'utf8');
    await writeFile(
      path.join(contentDir, QUESTIONNAIRES_FOLDER, 'sample_asylum.yaml'),
      text.replace('id: sample', 'id: sample_asylum'),
    );
    await t.seed();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config/active?questionnaire=sample&strategy=asylum',
    });
    expect((response.json() as ActiveConfig[]).map((config) => config.strategy)).toEqual(['asylum']);
    const tvisa = await t.app.inject({
      method: 'GET',
      url: '/api/config/active?questionnaire=sample&strategy=tvisa',
    });
    expect((tvisa.json() as ActiveConfig[]).map((config) => config.strategy)).toEqual([null]);
    await rm(path.join(contentDir, QUESTIONNAIRES_FOLDER, 'sample_asylum.yaml'));
  });

  it('seeds a questionnaire folder as one configuration with a section per file, names prefixed by section', async () => {
    const folder = path.join(contentDir, QUESTIONNAIRES_FOLDER, 'legal_asylum');
    await cp(path.join(path.dirname(SAMPLE), 'legal_asylum'), folder, { recursive: true });
    await t.seed();
    const config = await activeConfig(t.app, 'legal');
    const { rows: sections } = await t.database.executeSql(
      'SELECT key FROM questionnaire_sections WHERE config_id = $1 ORDER BY position',
      [config.config_id],
    );
    expect((sections as { key: string }[]).map((row) => row.key)).toEqual([
      'about_you',
      'family',
      'background',
      'claim',
      'other',
      'signature',
    ]);
    const { rows: names } = await t.database.executeSql(
      "SELECT name FROM questionnaire_variables WHERE config_id = $1 AND name IN ('about_you.family_name', 'family.child_family_name', 'claim.grounds.religion')",
      [config.config_id],
    );
    expect(names).toHaveLength(3);
    await t.seed();
    const { rows: versions } = await t.database.executeSql(
      "SELECT version FROM questionnaire_configs WHERE questionnaire_key = 'legal'",
      [],
    );
    expect(versions).toHaveLength(1);
    await rm(folder, { recursive: true });
  });

  it('refuses content naming a data source the server does not provide', async () => {
    const text = await readFile(sampleFile, 'utf8');
    const broken = path.join(contentDir, QUESTIONNAIRES_FOLDER, 'zz_broken.yaml');
    await writeFile(
      broken,
      text.replace('id: sample', 'id: zz_broken').replace('source: countries', 'source: planets'),
    );
    await expect(t.seed()).rejects.toThrow('Data source not found: planets');
    await rm(broken);
  });
});
