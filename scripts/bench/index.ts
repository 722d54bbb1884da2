// `npm run bench`: starts the production build on embedded defaults and prints the figures each
// capability measures. Figures are printed, not asserted: budgets are read by people.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCamino } from '@camino/e2e/start-camino';
import { buildIfStale } from '../lib/build-if-stale.mjs';
import { loadConfig } from '@camino/server/config';
import { measureDocumentReading } from '@camino/server/measure-document-reading';
import { measureHostileFiles, measureUploadPipeline } from '@camino/server/measure-upload-pipeline';
import { measurePackageAssembly } from '@camino/server/package-bench';
import { loadQuestionnaire } from '@camino/content';
import { measureApplicantsLoad, type SignedUpApplicants, signUpApplicants } from './applicants-load';
import { measureThroughput } from './http-throughput';
import { measureLogin } from './login-throughput';
import { measurePasswordHash } from './password-hash-cost';
import { measureLighthouse } from './lighthouse';
import { measurePageWeight } from './page-weight';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const PUBLIC_JS_BUDGET = 60 * 1024;
const FIRST_ROUND_TRIP = 14 * 1024;
// Public pages are prerendered. A case type page is for visitors the screener found eligible (a
// visitor who was not screened is sent to the start): it is weighed and measured as such a visitor
// loads it, with the temporary session and the outcome the screener leaves in storage.
const PUBLIC_PAGES = ['/', '/es', '/explore-your-options/asylum', '/help', '/es/help'];
const SCREENED_VISITOR = {
  session: { 'camino.auth': JSON.stringify({ tempToken: 'bench' }) },
  local: { 'camino.session': JSON.stringify({ eligibility: 'eligible' }) },
};

/** One figure of the bench: a step that fails says so and the others still run. */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.log(`  ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const visitorOf = (path: string) => (path.includes('explore-your-options') ? SCREENED_VISITOR : undefined);

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
// Unmeasured traffic before each load figure: the figure is of a running process, not one starting.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
// BENCH_ONLY names the figures to print, separated by commas (BENCH_ONLY=lighthouse,page-weight).
const STEPS = [
  'load',
  'http',
  'login',
  'page-weight',
  'lighthouse',
  'upload',
  'hostile',
  'reading',
  'package',
  'engine',
  'forms',
] as const;
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknownStep = only?.find((name) => !(STEPS as readonly string[]).includes(name));
if (unknownStep) throw new Error(`BENCH_ONLY: no figure named ${unknownStep} (figures: ${STEPS.join(', ')})`);
const selected = (name: (typeof STEPS)[number]) => !only || only.includes(name);
const SHARED_SERVER_STEPS = ['http', 'login', 'page-weight', 'lighthouse'] as const;
const needsServer = selected('load') || SHARED_SERVER_STEPS.some(selected);

// Someone answering a questionnaire reads and types for a few seconds between answers.
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 5000);

// Lighthouse measures each page this many times and reports the median run.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

// The load servers hash passwords cheaply: sign-ups and log-ins happen before the measured window,
// and at the production cost 200 of them take minutes. What is measured never hashes a password.
const LOAD_SERVER = {
  LOG_LEVEL: 'error',
  TRUST_PROXY: 'true',
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_TIME_COST: '1',
};

async function loadFigure(label: string, applicants: SignedUpApplicants, pauseMs: number) {
  const sample = await loadQuestionnaire(join(root, 'content/questionnaires/sample.yaml'));
  const r = await measureApplicantsLoad(applicants, {
    seconds: LOAD_SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    pauseMs,
    questionId: sample.ids.get('notes')!,
  });
  console.log(
    `  ${label.padEnd(24)} ${String(r.requestsPerSecond).padStart(6)} req/s   answer save p50 ${r.save.p50Ms} ms p99 ${r.save.p99Ms} ms (${r.save.count})   ` +
      `dashboard p50 ${r.dashboard.p50Ms} ms p99 ${r.dashboard.p99Ms} ms (${r.dashboard.count})   ${r.errors} errors`,
  );
}

/** The same applicants are measured with pauses, then without. */
async function loadFigures(database: string, env: Record<string, string> = {}) {
  const server = await startCamino({ ...LOAD_SERVER, ...env });
  try {
    const applicants = await signUpApplicants(server.baseUrl, APPLICANTS);
    await step(`load on ${database}`, () =>
      loadFigure(`${database}, ${PAUSE_MS / 1000} s pauses`, applicants, PAUSE_MS),
    );
    await step(`stress on ${database}`, () => loadFigure(`${database}, no pause`, applicants, 0));
  } finally {
    await server.stop();
  }
}

/** The load figures start servers of their own, one database each. */
async function loadStep() {
  console.log(
    `\nLoad (${APPLICANTS} applicants at once for ${LOAD_SECONDS} s after ${WARM_UP_SECONDS} s unmeasured: log in, save answers, read the dashboard, pausing about ${PAUSE_MS / 1000} s between answers as people do, then without any pause; aim: save p99 ≤ 30 ms on PostgreSQL, 0 errors)`,
  );
  await step('PGlite', () => loadFigures('PGlite'));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // A PostgreSQL that cannot be reached is reported; the other figures still run.
    await step('PostgreSQL', () => loadFigures('PostgreSQL', { DATABASE_URL: databaseUrl }));
  } else console.log('  PostgreSQL   not measured: set DATABASE_URL to a database the bench may fill');
}

async function serverFigures(baseUrl: string) {
  if (selected('http')) {
    console.log('\nHTTP (10 connections, 5 s each)');
    await step('HTTP', async () => {
      for (const [name, path] of [
        ['health', '/api/health'],
        ['short URL lookup (database)', '/api/url-shorter/asylum'],
      ] as const) {
        const r = await measureThroughput(name, baseUrl + path);
        console.log(
          `  ${r.name.padEnd(30)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms` +
            (r.errors || r.non2xx ? `   (${r.errors} errors, ${r.non2xx} non-2xx)` : ''),
        );
      }
    });
  }

  if (selected('login'))
    await step('login', async () => {
      const config = loadConfig({});
      const hashMs = await measurePasswordHash(
        config.PASSWORD_HASH_MEMORY_KIB,
        config.PASSWORD_HASH_TIME_COST,
      );
      const login = await measureLogin(baseUrl);
      console.log(
        `\nLogin (argon2id ${config.PASSWORD_HASH_MEMORY_KIB} KiB × ${config.PASSWORD_HASH_TIME_COST}: ${hashMs} ms per hash, ${hashMs >= 50 ? 'at least' : 'UNDER'} the 50 ms floor)`,
      );
      console.log(
        `  ${login.logins} logins, ${login.concurrency} at a time: ${login.loginsPerSecond} logins/s   p50 ${login.p50Ms} ms   p99 ${login.p99Ms} ms`,
      );
    });

  if (selected('page-weight')) {
    console.log('\nPage weight (gzip, what the page loads at 390×844 before the visitor acts)');
    await step('page weight', async () => {
      const weights = [
        ...(await measurePageWeight(
          baseUrl,
          PUBLIC_PAGES.filter((path) => !visitorOf(path)),
        )),
        ...(await measurePageWeight(
          baseUrl,
          PUBLIC_PAGES.filter((path) => visitorOf(path)),
          SCREENED_VISITOR,
        )),
      ];
      for (const w of weights) {
        const verdict = w.scriptGzipBytes <= PUBLIC_JS_BUDGET ? 'within' : 'OVER';
        console.log(
          `  ${w.path.padEnd(28)} HTML ${kb(w.htmlGzipBytes)} (${w.htmlGzipBytes <= FIRST_ROUND_TRIP ? 'fits' : 'exceeds'} the first round trip)   JS ${kb(w.scriptGzipBytes)} (${verdict} the 60 KB budget)   CSS files ${kb(w.styleGzipBytes)}   ${w.files} files`,
        );
      }
    });
  }

  if (selected('lighthouse')) {
    console.log(
      `\nLighthouse (mobile profile, simulated slow 4G, median of ${LIGHTHOUSE_RUNS} runs; aims: performance 100, LCP ≤ 1.2 s, CLS 0, JS ≤ 60 KB, accessibility 100; a case type page as a screened visitor loads it)`,
    );
    await step('Lighthouse', async () => {
      const pages = PUBLIC_PAGES.map((path) => ({ path, storage: visitorOf(path) }));
      for (const r of await measureLighthouse(baseUrl, pages, LIGHTHOUSE_RUNS)) {
        if ('error' in r) {
          console.log(`  ${r.path.padEnd(28)} not measured: ${r.error}`);
          continue;
        }
        const { fcpMs, lcpMs, tbtMs, cls } = r.metrics;
        console.log(
          `  ${r.path.padEnd(28)} performance ${r.scores.performance}   accessibility ${r.scores.accessibility}   ` +
            `FCP ${(fcpMs / 1000).toFixed(2)} s   LCP ${(lcpMs / 1000).toFixed(2)} s   TBT ${Math.round(tbtMs)} ms   ` +
            `CLS ${cls.toFixed(3)}   JS ${kb(r.transfer.scriptBytes)}   HTML ${kb(r.transfer.htmlBytes)}` +
            (r.runs.count > 1
              ? `   (${r.runs.count} runs: performance ${r.runs.performance[0]}–${r.runs.performance[1]})`
              : ''),
        );
        for (const audit of r.failing)
          console.log(
            `         ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
        if (r.external.length) console.log(`         reached outside the bench: ${r.external.join(', ')}`);
      }
    });
  }
}

// A server that cannot be built or started is reported; the figures that need none still run.
if (needsServer)
  await step('server', async () => {
    buildIfStale(root);
    // Measured before the shared server starts: an idle server still polls its job queues.
    if (selected('load')) await loadStep();
    if (!SHARED_SERVER_STEPS.some(selected)) return;
    const camino = await startCamino({ LOG_LEVEL: 'error', TRUST_PROXY: 'true' });
    try {
      await serverFigures(camino.baseUrl);
    } finally {
      await camino.stop();
    }
  });

/** A figure measured in its own process says when that process failed, instead of ending silently. */
function reportExit(name: string, result: SpawnSyncReturns<Buffer>): void {
  if (result.error !== undefined) console.log(`  ${name} failed: ${result.error.message}`);
  else if (result.status !== 0) console.log(`  ${name} failed (exit ${result.status ?? result.signal})`);
}

if (selected('upload'))
  await step('document upload', async () => {
    const upload = await measureUploadPipeline();
    console.log(
      `\nDocument upload (a ${(upload.photoBytes / 1024 / 1024).toFixed(1)} MB phone photo: sniffed, re-encoded, checked, thumbnailed, encrypted; aim ≤ 1000 ms)`,
    );
    console.log(`  median ${upload.medianMs} ms   worst ${upload.worstMs} ms over ${upload.runs} runs`);
  });

if (selected('hostile'))
  await step('hostile files', async () => {
    const hostile = await measureHostileFiles();
    console.log(
      '\nHostile files (each checked in the file pool until refused or cleaned; aim: each ≤ 1000 ms, the server answering meanwhile)',
    );
    for (const file of hostile.files)
      console.log(
        `  ${file.name.padEnd(42)} ${kb(file.bytes).padStart(10)}   ${String(file.ms).padStart(5)} ms   ${file.outcome}`,
      );
    console.log(
      `  three at once: ${hostile.togetherMs} ms   memory of the process: ${hostile.baseRssMb} MB before, ${hostile.peakRssMb} MB at peak while checking`,
    );
  });

if (selected('reading'))
  await step('document reading', async () => {
    const reading = await measureDocumentReading();
    console.log(
      '\nDocument reading (a photographed certificate page: OCR, language identified, printed values found; aim ≤ 3000 ms a page)',
    );
    console.log(
      `  first page ${reading.firstPageMs} ms (engine start)   then median ${reading.medianMs} ms   worst ${reading.worstMs} ms a page over ${reading.runs} runs   language ${reading.language}, ${reading.valuesFound} values found`,
    );
  });

if (selected('package'))
  await step('package assembly', async () => {
    const figure = await measurePackageAssembly(join(root, 'content'));
    console.log(
      '\nFiling package (a 100-page package with photographed documents; aim ≤ 3000 ms, peak ≤ 400 MB)',
    );
    console.log(
      `  ${figure.pages} pages in ${figure.ms} ms, peak memory ${figure.peakRssMb} MB, ${kb(figure.bytes)}`,
    );
  });

const engineBench = join(root, 'packages/questionnaire/bench/next-question.bench.ts');
if (selected('engine') && existsSync(engineBench)) {
  console.log('\nQuestionnaire engine');
  reportExit('questionnaire engine', spawnSync('npx', ['tsx', engineBench], { cwd: root, stdio: 'inherit' }));
}

const formsBench = join(root, 'scripts/bench/forms-fill.ts');
if (selected('forms') && existsSync(formsBench)) {
  console.log('\nOfficial forms');
  reportExit('official forms', spawnSync('npx', ['tsx', formsBench], { cwd: root, stdio: 'inherit' }));
}
