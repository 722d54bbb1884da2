// `npm run bench` runs this file: fill time per form (median of several fills, after one warm-up) and the
// renderer's time per page. Figures are printed, not asserted.
import { loadFormFolder } from '@camino/content';
import { createPopplerRenderer, FIXTURE_APPLICANTS, fillForm } from '@camino/server/forms-bench';

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

const i589 = await loadFormFolder('i-589');
const i765 = await loadFormFolder('i-765');
console.log('Form filling (median of 7 fills; budget 300 ms for the I-589 with derivatives)');
for (const [name, values] of Object.entries(FIXTURE_APPLICANTS)) {
  const { ms } = await timed(() => fillForm(i589, values), 7);
  console.log(`  i-589 ${name.padEnd(24)} ${String(ms).padStart(5)} ms`);
}
{
  const { ms } = await timed(() => fillForm(i765, FIXTURE_APPLICANTS.workPermit!), 7);
  console.log(`  i-765 ${'workPermit'.padEnd(24)} ${String(ms).padStart(5)} ms`);
}

const { last: filled } = await timed(() => fillForm(i589, FIXTURE_APPLICANTS.spouseAndThreeChildren!), 1);
const renderer = createPopplerRenderer();
for (const dpi of [96, 150]) {
  const { ms } = await timed(() => renderer.renderPage(filled.pdf, 1, { dpi }), 5);
  console.log(`  page picture (poppler, ${dpi} dpi)   ${String(ms).padStart(5)} ms per page`);
}
