// `npm run bench`: starts the production build on embedded defaults and prints the figures each
// capability measures. Figures are printed, not asserted: budgets are read by people.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCamino } from '@camino/e2e/start-camino';
import { buildIfStale } from '../lib/build-if-stale.mjs';
import { loadConfig } from '@camino/server/config';
import { measureThroughput } from './http-throughput';
import { measureLogin } from './login-throughput';
import { measurePasswordHash } from './password-hash-cost';
import { measureLighthouse } from './lighthouse';
import { measurePageWeight } from './page-weight';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const PUBLIC_JS_BUDGET = 150 * 1024;

buildIfStale(root);
const camino = await startCamino({ LOG_LEVEL: 'error' });
try {
  console.log('\nHTTP (10 connections, 5 s each)');
  for (const [name, path] of [
    ['health', '/api/health'],
    ['short URL lookup (database)', '/api/url-shorter/asylum'],
  ] as const) {
    const r = await measureThroughput(name, camino.baseUrl + path);
    console.log(
      `  ${r.name.padEnd(30)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms` +
        (r.errors || r.non2xx ? `   (${r.errors} errors, ${r.non2xx} non-2xx)` : ''),
    );
  }

  const config = loadConfig({});
  const hashMs = await measurePasswordHash(config.PASSWORD_HASH_MEMORY_KIB, config.PASSWORD_HASH_TIME_COST);
  const login = await measureLogin(camino.baseUrl);
  console.log(
    `\nLogin (argon2id ${config.PASSWORD_HASH_MEMORY_KIB} KiB × ${config.PASSWORD_HASH_TIME_COST}: ${hashMs} ms per hash, ${hashMs >= 50 ? 'at least' : 'UNDER'} the 50 ms floor)`,
  );
  console.log(
    `  ${login.logins} logins, ${login.concurrency} at a time: ${login.loginsPerSecond} logins/s   p50 ${login.p50Ms} ms   p99 ${login.p99Ms} ms`,
  );

  console.log('\nPage weight (gzip, what the page loads at 390×844)');
  for (const w of await measurePageWeight(camino.baseUrl, ['/', '/es'])) {
    const verdict = w.scriptGzipBytes <= PUBLIC_JS_BUDGET ? 'within' : 'OVER';
    console.log(
      `  ${w.path.padEnd(6)} JS ${kb(w.scriptGzipBytes)} (${verdict} the 150 KB budget)   CSS ${kb(w.styleGzipBytes)}   ${w.files} files`,
    );
  }

  console.log('\nLighthouse (mobile profile; aims: performance ≥ 95, accessibility 100)');
  for (const r of await measureLighthouse(camino.baseUrl, ['/', '/es'])) {
    console.log(
      `  ${r.path.padEnd(6)} performance ${r.scores.performance}   accessibility ${r.scores.accessibility}`,
    );
    for (const audit of r.failing)
      console.log(
        `         ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      );
    if (r.external.length) console.log(`         reached outside the bench: ${r.external.join(', ')}`);
  }
} finally {
  await camino.stop();
}

const engineBench = join(root, 'packages/questionnaire/bench/next-question.bench.ts');
if (existsSync(engineBench)) {
  console.log('\nQuestionnaire engine');
  spawnSync('npx', ['tsx', engineBench], { cwd: root, stdio: 'inherit' });
}

const formsBench = join(root, 'scripts/bench/forms-fill.ts');
if (existsSync(formsBench)) {
  console.log('\nOfficial forms');
  spawnSync('npx', ['tsx', formsBench], { cwd: root, stdio: 'inherit' });
}
