// `npm test`: every check and every test, in the order that fails fastest, ending with one line
// `N passed, M failed` computed from the test reporters (a failed check counts as one failure).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const args = new Set(process.argv.slice(2));
const results = [];

function run(name, command, commandArgs, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('content check', 'npm', ['run', '--silent', 'content:check']);
run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  // As the browser tests do: on CI's shared two-core machine a test may time out once; a second
  // failure is a failure.
  ...(process.env.CI ? ['--retry=1'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);

if (!args.has('--skip-e2e')) {
  let built = true;
  try {
    buildIfStale(root);
  } catch {
    built = false;
  }
  results.push({ name: 'build', ok: built, seconds: '-' });
  if (built) {
    run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
    });
  }
}

let passed = 0;
let failed = 0;
const vitest = readJson(join(reports, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0);
}
const playwright = readJson(join(reports, 'playwright.json'));
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
// A failed step whose reporter counted no failure (lint, typecheck, a crash) still counts once.
for (const r of results) {
  const countedByReporter =
    (r.name === 'unit and integration tests' && vitest && (vitest.numFailedTests ?? 0) > 0) ||
    (r.name === 'browser tests' && playwright?.stats && (playwright.stats.unexpected ?? 0) > 0);
  if (!r.ok && !countedByReporter) failed += 1;
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(join(reports, 'summary.txt'), summary + '\n');
console.log(summary);
process.exitCode = failed === 0 && results.every((r) => r.ok) && existsSync(join(reports, 'vitest.json')) ? 0 : 1;
