// `npm start`: builds what is missing, then runs the server (or, with --worker, only the job workers)
// in this process so that signals reach its graceful shutdown directly.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
buildIfStale(root);
const entry = process.argv.includes('--worker') ? 'worker.js' : 'main.js';
await import(pathToFileURL(join(root, 'apps/server/dist', entry)).href);
