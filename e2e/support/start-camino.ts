import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningCamino {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('Camino exited before it was ready');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Camino was not ready at ${url} within ${timeoutMs} ms`);
}

/**
 * Runs the built server (`apps/server/dist/main.js`) the way `npm start` does, on its own port and
 * data folder, on the embedded database so each run starts empty (or on `extraEnv.DATABASE_URL`).
 */
export async function startCamino(extraEnv: Record<string, string> = {}): Promise<RunningCamino> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'camino-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    ...extraEnv,
  };
  // The embedded database unless the caller asks for PostgreSQL by name (the load bench does).
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  // The server's output goes to a file beside the test results, where a failure can be explained.
  mkdirSync(join(root, 'reports'), { recursive: true });
  const logFile = join(root, 'reports', `camino-server-${port}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.on('exit', (code, signal) => {
    exited = true;
    if (code !== 0 && signal !== 'SIGTERM') {
      process.stderr.write(`Camino exited unexpectedly (code ${code}, signal ${signal}); see ${logFile}\n`);
    }
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${baseUrl}/api/ready`, 90_000, () => exited);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
