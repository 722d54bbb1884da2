import { loadFormFolder } from '@camino/content';
import type { FormFolder } from '@camino/content';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFormValues } from './build-form-values';
import { fillForm } from './fill-form';
import { formCopies } from './form-copies';
import { formOffer } from './form-offer';
import { formsFiledWithApplication } from './form-templates';
import type { FormTemplate } from './form-templates';
import { TVISA_APPLICANTS } from './tvisa-fixtures';

let i765: FormTemplate;
beforeAll(async () => {
  const folder: FormFolder = await loadFormFolder('i-765');
  i765 = { ...folder, pages: [], noticePages: [] };
});

const NOW = new Date('2026-11-25T15:00:00Z');

describe('the I-765 of a T visa case', () => {
  it('is filed with the I-914 at once, under (c)(40), only when the applicant asks for a work permit', async () => {
    const templates = new Map([['i-765', i765]]);
    expect(formsFiledWithApplication(templates, 'tvisa').map((t) => t.form.id)).toEqual(['i-765']);
    expect(formsFiledWithApplication(templates, 'asylum')).toEqual([]);
    expect(formOffer(i765.form, TVISA_APPLICANTS.youngPrincipal, NOW, 'tvisa')).toBeUndefined();
    expect(formCopies([i765], TVISA_APPLICANTS.youngPrincipal, NOW)).toHaveLength(1);
    expect(formCopies([i765], TVISA_APPLICANTS.traumaExcused, NOW)).toEqual([]);

    const category = buildFormValues(null, { strategy: 'tvisa' });
    expect(buildFormValues(null, { strategy: 'asylum' }).get('computed.eligibility_number')).toBe('8');
    const values = new Map([...TVISA_APPLICANTS.youngPrincipal, ...category]);
    const filled = await fillForm(i765, values);
    const doc = await PDFDocument.load(filled.pdf);
    const text = (name: string): string | undefined => {
      const field = doc.getForm().getField(`form1[0].${name}`);
      return field instanceof PDFTextField ? field.getText() : undefined;
    };
    expect(text('Page3[0].#area[1].section_1[0]')).toBe('c');
    expect(text('Page3[0].#area[1].section_2[0]')).toBe('40');
    expect(text('Page1[0].Line1a_FamilyName[0]')).toBe('RAMIREZ CRUZ');
    expect(text('Page2[0].Line7_AlienNumber[0]')).toBe('201234567');
  });
});
