import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/** Fails on serious or critical accessibility violations inside the page's main content. */
export async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
