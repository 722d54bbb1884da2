import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import type { ActiveConfig } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOwner } from './answer-owner';
import { getFlowPath, getFlowPaths } from './get-flow-path';
import { requireConfig } from './load-config';
import { loadOwnerState, saveOwnerState, withOwnerLock } from './owner-state';
import { createQuestionnaireTestApp, type QuestionnaireTestApp } from './test-support';
import { answerQuestion, type EngineState, nextQuestion } from '@camino/questionnaire';

let t: QuestionnaireTestApp;
let configId: number;
let ids: Map<string, ReadonlyMap<string, number>>;

beforeAll(async () => {
  t = await createQuestionnaireTestApp();
  await t.seed();
  const configs = await t.app.inject({
    method: 'GET',
    url: '/api/config/active?questionnaire=legal&strategy=asylum',
  });
  configId = (configs.json() as ActiveConfig[])[0]!.config_id;
  const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
  ids = new Map(legal.sections.map((section) => [section.key, section.questionnaire.ids]));
}, 60_000);
afterAll(() => t?.close());

/** Answers questions of one section, then walks `moves` pages on, as the screens do. */
async function answer(
  owner: AnswerOwner,
  sectionKey: string,
  answers: Record<string, string>,
  moves: number,
) {
  const idOf = (name: string) => ids.get(sectionKey)!.get(name)!;
  const config = await requireConfig(t.app.db, configId);
  const section = [...config.sections.values()].find((candidate) => candidate.key === sectionKey)!;
  await withOwnerLock(t.app.db, owner, async (db) => {
    const { state: before } = await loadOwnerState(db, owner, config, section);
    let state: EngineState = before;
    for (const [name, value] of Object.entries(answers)) {
      // A choice is named by its option: `married: 'no'` chooses `married.no`.
      const option = ids.get(sectionKey)!.get(`${name}.${value}`);
      const input = { questionId: idOf(name), value: option === undefined ? value : [{ optionId: option }] };
      const result = answerQuestion(section.flow, state, input);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      state = result.state;
    }
    for (let move = 0; move < moves; move++) {
      const result = nextQuestion(section.flow, state, {});
      if (result.status === 'blocked') throw new Error(JSON.stringify(result.errors));
      state = result.state;
    }
    await saveOwnerState(db, owner, config, section, { before, after: state, changed: false });
  });
}

const oneByOne = async (owner: AnswerOwner) => {
  const config = await requireConfig(t.app.db, configId);
  return Promise.all(
    [...config.sections.keys()].map((sectionId) =>
      getFlowPath(t.app.db, owner, { config_id: configId, question_section_id: sectionId, lang: 'es' }),
    ),
  );
};

describe('getFlowPaths', () => {
  it('reads every section of a configuration as reading each section alone does', async () => {
    const owner: AnswerOwner = { kind: 'temp', id: randomUUID() };
    const other: AnswerOwner = { kind: 'temp', id: randomUUID() };
    await answer(owner, 'about_you', { family_name: 'Mendez', given_name: 'Rosa' }, 1);
    await answer(owner, 'family', { married: 'no' }, 2);
    await answer(other, 'claim', {}, 1);

    const all = await getFlowPaths(t.app.db, owner, { config_id: configId, lang: 'es' });
    expect(all).toEqual(await oneByOne(owner));
    expect(all.map((state) => state.flow_path !== '')).toEqual([true, true, false, false, false, false]);
    expect(all[0]!.current).not.toEqual(all[1]!.current);
    expect(all[1]!.completion).toBeGreaterThan(all[0]!.completion);
  });

  it('gives an owner without answers the start of every section', async () => {
    const owner: AnswerOwner = { kind: 'temp', id: randomUUID() };
    const all = await getFlowPaths(t.app.db, owner, { config_id: configId, lang: 'en' });
    expect(all).toHaveLength(6);
    expect(all.every((state) => state.flow_path === '' && !state.complete)).toBe(true);
  });
});
