import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-config';
import { flagStatus, loadDeploymentFlags } from './feature-flags';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';

let contentDir: string;
beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'camino-flags-'));
  await writeFile(
    path.join(contentDir, 'feature-flags.yaml'),
    [
      'flags:',
      '  - key: salud-total-card',
      '    description: Partner card.',
      '    enabled: false',
      '    environments: { test: true }',
      '  - key: new-timeline',
      '    description: Another card.',
      '    enabled: true',
    ].join('\n'),
  );
});
afterAll(() => rm(contentDir, { recursive: true, force: true }));

describe('deployment flags', () => {
  it('read the file with its per-environment values, and the variable wins over both', async () => {
    const fromFile = await loadDeploymentFlags(testConfig({ CONTENT_DIR: contentDir }));
    expect(flagStatus(fromFile, 'salud-total-card')).toEqual({ key: 'salud-total-card', enabled: true });
    expect(flagStatus(fromFile, 'new-timeline').enabled).toBe(true);
    expect(flagStatus(fromFile, 'undeclared').enabled).toBe(false);

    const inProduction = await loadDeploymentFlags(
      testConfig({ CONTENT_DIR: contentDir, NODE_ENV: 'production' }),
    );
    expect(flagStatus(inProduction, 'salud-total-card').enabled).toBe(false);

    const overridden = await loadDeploymentFlags(
      testConfig({
        CONTENT_DIR: contentDir,
        FEATURE_FLAGS: 'salud-total-card=off, new-timeline=no, ghost=on, bad',
      }),
    );
    expect(flagStatus(overridden, 'salud-total-card').enabled).toBe(false);
    expect(flagStatus(overridden, 'new-timeline').enabled).toBe(false);
    expect(flagStatus(overridden, 'ghost').enabled).toBe(false);
    expect(overridden.problems).toHaveLength(2);
  });
});

describe('GET /api/feature-flag/validate', () => {
  let t: AuthTestApp;
  let overridden: AuthTestApp;
  beforeAll(async () => {
    [t, overridden] = await Promise.all([
      createAuthTestApp(),
      createAuthTestApp({ env: { FEATURE_FLAGS: 'salud-total-card=on' } }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), overridden?.close()]);
  });

  const ask = (app: AuthTestApp, url: string) => app.app.inject({ method: 'GET', url });

  it('answers the declared default of content/feature-flags.yaml, without credentials', async () => {
    const response = await ask(t, '/api/feature-flag/validate?key=salud-total-card');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ key: 'salud-total-card', enabled: false });
    expect((await ask(t, '/api/feature-flag/validate/salud-total-card')).json()).toEqual({
      key: 'salud-total-card',
      enabled: false,
    });
  });

  it('turns a flag on from FEATURE_FLAGS', async () => {
    expect((await ask(overridden, '/api/feature-flag/validate?key=salud-total-card')).json()).toEqual({
      key: 'salud-total-card',
      enabled: true,
    });
    expect((await ask(overridden, '/api/feature-flag/validate/salud-total-card')).json().enabled).toBe(true);
  });

  it('keeps an unknown key off and needs a key', async () => {
    expect((await ask(overridden, '/api/feature-flag/validate?key=no-such-flag')).json()).toEqual({
      key: 'no-such-flag',
      enabled: false,
    });
    expect((await ask(t, '/api/feature-flag/validate')).statusCode).toBe(400);
  });

  it('documents the workspace calls in the OpenAPI document', async () => {
    const response = await ask(t, '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/dashboard',
        '/api/dashboard/step',
        '/api/dashboard/calculatePercentage',
        '/api/mycase/startMyCase',
        '/api/mycase/personal-info',
        '/api/feature-flag/validate',
        '/api/feature-flag/validate/salud-total-card',
      ]),
    );
  });
});
