import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths';
import { spawnScript } from './child-process';

describe('starting with a bad configuration', () => {
  it('exits 1 naming every bad variable', async () => {
    const spawned = spawnScript(path.join(SERVER_ROOT, 'src', 'main.ts'), [], {
      PORT: 'eighty',
      NODE_ENV: 'staging',
      RUN_WORKERS: 'maybe',
    });
    const exit = await spawned.exited;
    expect(exit.code).toBe(1);
    const fatal = spawned
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; problems?: string[] })
      .find((record) => record.level === 60);
    expect(fatal?.msg).toContain('Invalid configuration');
    expect(fatal?.problems?.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'NODE_ENV',
      'PORT',
      'RUN_WORKERS',
    ]);
  }, 60_000);

  it('refuses to start in production on the embedded defaults, naming each unsafe setting', async () => {
    const spawned = spawnScript(path.join(SERVER_ROOT, 'src', 'main.ts'), [], { NODE_ENV: 'production' });
    const exit = await spawned.exited;
    expect(exit.code).toBe(1);
    const fatal = spawned
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; problems?: string[] })
      .find((record) => record.level === 60);
    expect(fatal?.problems?.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'AUTH_TOKEN_SECRET',
      'FILES_MASTER_KEY',
      'PAYMENTS_PROVIDER',
      'PUBLIC_URL',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
    ]);
  }, 60_000);
});
