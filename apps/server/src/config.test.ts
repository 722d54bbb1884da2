import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';
import { PRODUCTION_SETTINGS } from '../test/test-config';

describe('configuration', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: path.join(REPO_ROOT, 'data'),
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(REPO_ROOT, 'apps/web/dist'),
      CONTENT_DIR: path.join(REPO_ROOT, 'content'),
      RUN_WORKERS: true,
      TRUST_PROXY: false,
      SHUTDOWN_TIMEOUT_MS: 9000,
      isProduction: false,
      pgliteDir: path.join(REPO_ROOT, 'data', 'db'),
    });
  });

  it('parses the values it is given', () => {
    const config = loadConfig({
      ...PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://camino.example.org/',
      DATA_DIR: '/var/lib/camino',
      DATABASE_URL: 'postgres://user@db:5432/camino',
      RUN_WORKERS: 'false',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
    });
    expect(config).toMatchObject({
      isProduction: true,
      PORT: 8080,
      PUBLIC_URL: 'https://camino.example.org',
      DATA_DIR: '/var/lib/camino',
      DATABASE_URL: 'postgres://user@db:5432/camino',
      RUN_WORKERS: false,
      TRUST_PROXY: ['10.0.0.1', '10.0.0.2'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        RUN_WORKERS: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
      'RUN_WORKERS',
    ]);
    expect(message).toContain('PORT');
    expect(message).toContain('"eighty"');
  });

  it('documents every variable in the README table', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const rows = readme
      .split('\n')
      .filter((line) => /^\|\s*`[A-Z_]+`/.test(line))
      .map((line) => {
        const [name, fallback] = line
          .split('|')
          .slice(1, 3)
          .map((cell) => cell.trim().replace(/^`|`$/g, ''));
        return { name, default: fallback === '(unset)' ? undefined : fallback };
      });
    expect(rows).toEqual(
      CONFIG_VARIABLES.map(({ name, default: fallback }) => ({ name, default: fallback })),
    );
  });

  it('follows PORT for the public address when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '3999' }).PUBLIC_URL).toBe('http://localhost:3999');
  });

  it('refuses to start in production with unsafe settings, naming each variable', () => {
    const problemsOf = (env: Record<string, string | undefined>) => {
      try {
        loadConfig({ ...PRODUCTION_SETTINGS, NODE_ENV: 'production', ...env });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      }
    };
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ STAGING_ALLOW_SANDBOX_PAYMENTS: undefined })).toEqual(['PAYMENTS_PROVIDER']);
    expect(problemsOf({ STAGING_ALLOW_SANDBOX_PAYMENTS: undefined, PAYMENTS_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY',
    ]);
    expect(
      problemsOf({
        STAGING_ALLOW_SANDBOX_PAYMENTS: undefined,
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }),
    ).toEqual([]);
    expect(problemsOf({ SMTP_URL: undefined })).toEqual(['SMTP_URL']);
    expect(problemsOf({ TWILIO_FROM: undefined })).toEqual(['TWILIO_ACCOUNT_SID']);
    expect(problemsOf({ AUTH_TOKEN_SECRET: undefined })).toEqual(['AUTH_TOKEN_SECRET']);
    expect(problemsOf({ FILES_MASTER_KEY: undefined })).toEqual(['FILES_MASTER_KEY']);
    expect(problemsOf({ PUBLIC_URL: undefined })).toEqual(['PUBLIC_URL']);
    // Outside production the embedded defaults stay.
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENTS_PROVIDER).toBe('sandbox');
  });
});
