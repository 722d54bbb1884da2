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
import { computeTvisaWorkPermitValues } from './tvisa-work-permit-values';

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

  it('prints citizenship, other names, and the safe phone and email only on the channels the applicant called safe', async () => {
    const answers = new Map([
      ...TVISA_APPLICANTS.youngPrincipal,
      ['about_you.other_names', 'Mari Cruz; Maria R. Cruz; La Catracha; Mary Cruz'],
      ['signature.email', 'safe.mail@example.org'],
    ]);
    const fill = async (channels: { email: boolean; textMessages: boolean }) => {
      const values = new Map(answers);
      computeTvisaWorkPermitValues(values, 'tvisa', { safeAddress: null, channels });
      const filled = await fillForm(i765, values);
      const doc = await PDFDocument.load(filled.pdf);
      const text = (name: string): string => {
        const field = doc.getForm().getField(`form1[0].${name}`);
        return field instanceof PDFTextField ? (field.getText() ?? '') : '';
      };
      return { text, filled };
    };
    const safe = await fill({ email: true, textMessages: true });
    expect(safe.text('Page2[0].Line17a_CountryOfBirth[0]')).toBe('Honduras');
    expect(safe.text('Page1[0].Line2a_FamilyName[0]')).toBe('MARI CRUZ');
    expect(safe.text('Page1[0].Line3a_FamilyName[0]')).toBe('MARIA R. CRUZ');
    expect(safe.text('Page1[0].Line3a_FamilyName[1]')).toBe('LA CATRACHA');
    expect(safe.filled.continuations.map((item) => item.text)).toContain('4. MARY CRUZ');
    expect(safe.text('Page4[0].Pt3Line3_DaytimePhoneNumber1[0]')).toBe('7045550111');
    expect(safe.text('Page4[0].Pt3Line4_MobileNumber1[0]')).toBe('7045550123');
    expect(safe.text('Page4[0].Pt3Line5_Email[0]')).toBe('safe.mail@example.org');

    const unsafe = await fill({ email: false, textMessages: false });
    expect(unsafe.text('Page4[0].Pt3Line4_MobileNumber1[0]')).toBe('');
    expect(unsafe.text('Page4[0].Pt3Line5_Email[0]')).toBe('');
    expect(unsafe.text('Page2[0].Line17a_CountryOfBirth[0]')).toBe('Honduras');
  });

  it('leaves an asylum case, which has its own work permit answers, as it is', () => {
    const values = new Map([['about_you.nationality', 'Honduran']]);
    computeTvisaWorkPermitValues(values, 'asylum', {
      safeAddress: null,
      channels: { email: true, textMessages: true },
    });
    expect(values.has('work_permit.citizenship')).toBe(false);
  });
});
