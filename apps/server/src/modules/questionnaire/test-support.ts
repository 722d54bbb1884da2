/** Test helpers of the questionnaire module: the real app over its own database, seeded from content/. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ActiveConfig, FlowPathState } from '@camino/contracts';
import type { LoadedQuestionnaire } from '@camino/content';
import { loadQuestionnaire } from '@camino/content';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { App } from '../../app';
import { createLogger } from '../../logger';
import { questionnaireFilesIn, seedQuestionnaires } from './seed-questionnaires';

export interface QuestionnaireTestApp extends TestApp {
  seed(): Promise<void>;
}

export async function createQuestionnaireTestApp(
  env: Record<string, string> = {},
): Promise<QuestionnaireTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'camino-questionnaire-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir, ...env }, startJobs: false });
  return {
    ...t,
    seed: () => seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) }),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The sample questionnaire as the loader reads it: content names → ids. */
export async function loadSample(contentDir: string): Promise<LoadedQuestionnaire> {
  const [file] = (await questionnaireFilesIn(contentDir)).filter((name) => name.endsWith('sample.yaml'));
  return loadQuestionnaire(file!);
}

export function idOf(sample: LoadedQuestionnaire, name: string): number {
  const id = sample.ids.get(name);
  if (id === undefined) throw new Error(`no question ${name}`);
  return id;
}

/** Opens a temporary session and returns its Authorization header. */
export async function tempSession(app: App): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/generate-temp-token', payload: {} });
  expect(response.statusCode, response.body).toBe(201);
  return { authorization: `Bearer temp ${(response.json() as { tempToken: string }).tempToken}` };
}

export async function activeConfig(app: App, questionnaire: string): Promise<ActiveConfig> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/config/active?questionnaire=${questionnaire}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [config] = response.json() as ActiveConfig[];
  expect(config).toBeDefined();
  return config!;
}

export type FlowState = FlowPathState;
