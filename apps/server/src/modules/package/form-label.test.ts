import { describe, expect, it } from 'vitest';
import { copyLabel, formLabel } from './form-label';

describe('form labels in the package', () => {
  it('names a supplement as USCIS does, in each language', () => {
    expect(formLabel('i-914supa')).toBe('Form I-914, Supplement A');
    expect(formLabel('i-914supb', 'es')).toBe('Formulario I-914, Suplemento B');
    expect(formLabel('g-1145')).toBe('Form G-1145');
  });

  it("names each relative's copy by the relative's given name", () => {
    expect(copyLabel({ id: 'i-914supa-1', formId: 'i-914supa', person: 'Rosa' })).toBe(
      'Form I-914, Supplement A — Rosa',
    );
    expect(
      copyLabel({ id: 'i-765-2-c40', formId: 'i-765', person: 'Lucia', category: '(c)(40)' }, 'es'),
    ).toBe('Formulario I-765 — Lucia, (c)(40)');
    expect(copyLabel({ id: 'i-914' })).toBe('Form I-914');
  });
});
