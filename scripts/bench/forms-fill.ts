// `npm run bench` runs this file: fill time per form (median of several fills, after one warm-up) and the
// renderer's time per page. Figures are printed, not asserted; a figure that fails says so and the
// others are still measured.
import { loadFormFolder } from '@camino/content';
import { createPopplerRenderer, FIXTURE_APPLICANTS, fillForm } from '@camino/server/forms-bench';
import type { FilledForm } from '@camino/server/forms-bench';

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(run: () => Promise<T>, samples: number): Promise<{ ms: number; last: T }> {
  let last = await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    last = await run();
    times.push(performance.now() - started);
  }
  return { ms: Math.round(median(times)), last };
}

async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.log(`  ${name.padEnd(30)} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const FORMS: readonly (readonly [string, readonly string[]])[] = [
  ['i-589', Object.keys(FIXTURE_APPLICANTS).filter((name) => name !== 'workPermit')],
  ['i-765', ['workPermit']],
];

console.log('Form filling (median of 7 fills; budget 300 ms for the I-589 with derivatives)');
let sample: FilledForm | undefined;
for (const [form, applicants] of FORMS) {
  const folder = await loadFormFolder(form).catch((error: unknown) => {
    console.log(`  ${form} not loaded: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  if (folder === undefined) continue;
  for (const name of applicants) {
    await step(`${form} ${name}`, async () => {
      const { ms, last } = await timed(() => fillForm(folder, FIXTURE_APPLICANTS[name]!), 7);
      if (form === 'i-589' && name === 'spouseAndThreeChildren') sample = last;
      console.log(`  ${form} ${name.padEnd(24)} ${String(ms).padStart(5)} ms`);
    });
  }
}

const renderer = createPopplerRenderer();
for (const dpi of [96, 150]) {
  await step(`page picture (${dpi} dpi)`, async () => {
    if (sample === undefined) throw new Error('no filled I-589 to draw');
    const filled = sample;
    const { ms } = await timed(() => renderer.renderPage(filled.pdf, 1, { dpi }), 5);
    console.log(`  page picture (poppler, ${dpi} dpi)   ${String(ms).padStart(5)} ms per page`);
  });
}
