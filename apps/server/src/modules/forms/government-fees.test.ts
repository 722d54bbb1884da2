import path from 'node:path';
import { loadFormFolder } from '@camino/content';
import { describe, expect, it } from 'vitest';
import { governmentFeesOn, governmentFeesText, loadGovernmentFees } from './government-fees';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../../content');

describe('what the applicant owes the U.S. government', () => {
  it('charges an asylum applicant $100 to file and the annual fee of the day, and matches the I-765 fees', async () => {
    const content = await loadGovernmentFees(CONTENT_DIR);
    const fees = governmentFeesOn(content, 'asylum', '2026-11-25', 'en');
    expect(fees.find((fee) => fee.form === 'I-589' && !fee.perYear)?.amount).toBe(100);
    expect(fees.find((fee) => fee.perYear)?.amount).toBe(102);
    expect(governmentFeesOn(content, 'asylum', '2025-12-31', 'en').find((fee) => fee.perYear)?.amount).toBe(
      100,
    );
    const i765 = (await loadFormFolder('i-765')).form.fees ?? [];
    const line = content.asylum.find((entry) => entry.form === 'I-765')!;
    expect(line.amounts).toEqual(i765.map((fee) => ({ from: fee.from, amount: fee.initial })));
    for (const fee of fees) {
      expect(fee.sourceUrl).toMatch(/^https:\/\//);
      expect(fee.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists VAWA and T visa forms as fee-exempt, in Spanish too, and says it is not Camino’s price', async () => {
    const content = await loadGovernmentFees(CONTENT_DIR);
    for (const strategy of ['vawasp', 'vawach', 'tvisa'] as const) {
      const fees = governmentFeesOn(content, strategy, '2026-11-25', 'es');
      expect(fees.length).toBeGreaterThan(0);
      expect(fees.every((fee) => fee.amount === 0)).toBe(true);
    }
    const text = governmentFeesText(content, governmentFeesOn(content, 'vawasp', '2026-11-25', 'es'), 'es');
    expect(text).toContain('aparte del precio de Camino');
    expect(text).toContain('Formulario I-360: sin costo');
    expect(
      governmentFeesText(content, governmentFeesOn(content, 'asylum', '2026-11-25', 'en'), 'en'),
    ).toContain('Form I-589: $102 a year');
  });
});
