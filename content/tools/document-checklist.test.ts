import { STRATEGIES } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { loadDocumentChecklist, parseDocumentChecklist } from './document-checklist';

const kind = (photoId: boolean) => ({
  photoId,
  label: { en: 'Passport', es: 'Pasaporte' },
  why: { en: 'Why', es: 'Por qué' },
  examples: { en: 'Examples', es: 'Ejemplos' },
  goodPhoto: { en: 'Photo', es: 'Foto' },
});
const lists = (entries: unknown[]) => ({ principal: entries, spouse: entries, child: entries });
const file = (entries: unknown[], documents: Record<string, unknown> = { passport: kind(true) }) =>
  JSON.stringify({
    version: '1',
    documents,
    evidenceTypes: { emails: { label: { en: 'Emails', es: 'Correos' } } },
    checklists: Object.fromEntries(STRATEGIES.map((s) => [s, lists(entries)])),
  });

describe('document checklist content', () => {
  it('the shipped checklist has no problems', async () => {
    const result = await loadDocumentChecklist();
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('accepts a list with one optional photo ID', () => {
    expect(parseDocumentChecklist(file([{ document: 'passport', required: false }])).ok).toBe(true);
  });

  it('names an unknown document, a duplicate, a missing photo ID and a required photo ID', () => {
    const result = parseDocumentChecklist(
      file(
        [
          { document: 'visa', required: true },
          { document: 'birth', required: true },
          { document: 'birth', required: true },
        ],
        { birth: kind(false), passport: kind(true) },
      ),
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toContain('checklists.asylum.principal: unknown document "visa"');
    expect(problems).toContain('checklists.asylum.principal: "birth" is listed twice');
    expect(problems).toContain('checklists.tvisa.child: no photo ID document');
    const required = parseDocumentChecklist(file([{ document: 'passport', required: true }]));
    expect(required.ok ? [] : required.problems).toContain(
      'checklists.asylum.spouse: photo ID "passport" must not be required on its own',
    );
  });

  it('refuses a label missing its Spanish text', () => {
    const broken = { ...kind(true), label: { en: 'Passport' } };
    const result = parseDocumentChecklist(
      file([{ document: 'passport', required: false }], { passport: broken }),
    );
    expect(result.ok ? [] : result.problems.join('\n')).toMatch(/documents\.passport\.label\.es/);
  });
});
