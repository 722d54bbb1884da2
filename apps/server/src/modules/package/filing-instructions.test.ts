import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filingInstructions, loadFilingContent } from './filing-instructions';
import { withGovernmentFees } from './government-fee-instructions';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../../content');

describe('the package instructions', () => {
  it('say how and when to pay the asylum filing fee, that the annual fee follows, with sources and dates', async () => {
    const content = await loadFilingContent(CONTENT_DIR);
    const en = await withGovernmentFees(
      filingInstructions(content, 'asylum', 'TX', 'en'),
      CONTENT_DIR,
      'asylum',
      'en',
      '2026-11-25',
    );
    expect(en.fee).toContain('$100 filing fee');
    expect(en.fee).toContain('same envelope as your package');
    expect(en.fee).toContain('Annual Asylum Fee');
    expect(en.fee).toContain('within 30 days');
    expect(en.feeSources.map((source) => source.url)).toEqual(
      expect.arrayContaining([
        'https://www.govinfo.gov/content/pkg/FR-2025-07-22/html/2025-13738.htm',
        'https://www.govinfo.gov/content/pkg/FR-2025-11-21/html/2025-20622.htm',
      ]),
    );
    for (const source of en.feeSources) expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('speak Spanish entirely in Spanish, the source included', async () => {
    const content = await loadFilingContent(CONTENT_DIR);
    for (const caseType of ['asylum', 'vawa', 'tvisa'] as const) {
      const es = filingInstructions(content, caseType, null, 'es');
      expect(es.source).not.toMatch(/\b(page|as quoted|public guides|copy)\b/);
      expect(es.source).toMatch(/Página|Recepción/);
      for (const source of es.feeSources) expect(source.name).not.toMatch(/\b(fees|how|rule)\b/);
    }
    expect(filingInstructions(content, 'asylum', null, 'es').fee).toContain('tarifa anual de asilo');
  });

  it('give no fee text nor fee sources to the fee-exempt T visa and VAWA', async () => {
    const content = await loadFilingContent(CONTENT_DIR);
    for (const caseType of ['vawa', 'tvisa'] as const) {
      const en = filingInstructions(content, caseType, null, 'en');
      expect(en.fee).toBeNull();
      expect(en.feeSources).toEqual([]);
    }
  });
});
