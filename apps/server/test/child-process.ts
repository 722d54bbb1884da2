import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../src/paths';
import { FIXTURE_WEB_DIST } from './test-config';

const FIXTURE = fileURLToPath(new URL('./fixtures/server-process.ts', import.meta.url));

export interface Spawned {
  child: ChildProcess;
  /** Resolves with the parsed log record whose `msg` matches. */
  waitForLog(msg: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Runs test/fixtures/server-process.ts through tsx, the way `npm run dev` runs the server. */
export function spawnFixture(args: string[], env: Record<string, string>): Spawned {
  return spawnScript(FIXTURE, args, env);
}

/** Runs a TypeScript entry point through tsx with a clean environment plus `env`. */
export function spawnScript(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: FIXTURE_WEB_DIST,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const records: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk;
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        records.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
    for (const listener of listeners) listener();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    out += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    output: () => out,
    waitForLog(msg, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = records.find((record) => record.msg === msg);
          if (found) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No "${msg}" log within ${timeoutMs} ms. Output:\n${out}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then(() => {
          if (listeners.has(check)) {
            listeners.delete(check);
            clearTimeout(timer);
            reject(new Error(`Process exited before "${msg}". Output:\n${out}`));
          }
        });
        check();
      });
    },
  };
}

export async function waitForFile(file: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} did not appear within ${timeoutMs} ms`);
    await sleep(100);
  }
}
