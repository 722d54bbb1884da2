// `npm start`: builds what is missing, then runs the server (or, with --worker, only the job
// workers). Signals are passed on so the server's graceful shutdown decides the exit code.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildIfStale(root);
const entry = process.argv.includes('--worker') ? 'worker.js' : 'main.js';
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist', entry)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
