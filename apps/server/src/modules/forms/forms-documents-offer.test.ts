import type { ActiveConfig, FormSectionsResponse } from '@camino/contracts';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { PDFDocument } from 'pdf-lib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import type { DocumentDataSource } from './document-data-source';
import { createFormsModule } from './index';

let t: AuthTestApp;
let applicant: PaidApplicant;
let now = new Date('2026-05-01T15:00:00Z');

/** A documents module as forms sees it: the applicant confirmed a passport and an I-94. */
const documents: DocumentDataSource = {
  findConfirmedDocumentData: () =>
    Promise.resolve({
      principal: {
        passport_number: 'B7654321',
        passport_country: 'SLV',
        passport_expiry_date: '2031-02-28',
        passport_family_name: 'Herrera',
        i94_number: '98765432101',
        i94_admission_date: '2025-06-10',
        i94_admission_class: 'DT',
        i94_admit_until: '2027-06-09',
      },
      derivatives: new Map(),
    }),
};

beforeAll(async () => {
  t = await createAuthTestApp({
    replaceModule: (module) =>
      module.name === 'forms' ? createFormsModule({ documents, now: () => now }) : module,
  });
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  applicant = await paidApplicant(t, 'asylum');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function answer(
  questionnaire: 'legal' | 'work_permit',
  section: string,
  answers: Record<string, string>,
): Promise<void> {
  const configs = await t.app.inject({
    method: 'GET',
    url: `/api/config/active?questionnaire=${questionnaire}&strategy=asylum`,
  });
  const config = (configs.json() as ActiveConfig[])[0]!;
  const folder = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, `${questionnaire}_asylum`));
  const source = folder.sections.find((candidate) => candidate.key === section)!.questionnaire;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers: applicant.headers,
    payload: {
      config_id: config.config_id,
      question_section_id: config.question_section_id,
      lang: 'en',
      answers: Object.entries(answers).map(([name, response]) => ({
        question_id: source.ids.get(name)!,
        response,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function i765Offer() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/deliverable/formSection?lang=en',
    headers: applicant.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as FormSectionsResponse).forms.find((form) => form.id === 'i-765')!.offer;
}

describe('forms and confirmed document data', () => {
  it('fills the I-589 from the documents where the applicant did not answer, and from the answer where they did', async () => {
    await answer('legal', 'about_you', { family_name: 'Herrera Diaz', passport_number: 'C1111111' });
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/fillForm',
      headers: applicant.headers,
      payload: { form: 'i-589' },
    });
    expect(download.statusCode, download.body).toBe(200);
    const form = (await PDFDocument.load(download.rawPayload)).getForm();
    const text = (name: string) => form.getTextField(`form1[0].#subform[0].${name}`).getText();
    // The answer wins: the applicant confirmed or corrected the prefilled value.
    expect(text('PtAILine4_LastName[0]')).toBe('HERRERA DIAZ');
    expect(text('TextField5[1]')).toBe('C1111111');
    // Unanswered questions take the confirmed document values, formatted as each field prints.
    expect(text('TextField5[0]')).toBe('El Salvador');
    expect(text('DateTimeField2[2]')).toBe('02/28/2031');
    expect(text('TextField3[0]')).toBe('98765432101');
    expect(text('DateTimeField2[0]')).toBe('06/10/2025');
    expect(text('TextField4[1]')).toBe('DT');
    expect(text('DateTimeField2[1]')).toBe('06/09/2027');
  });
});

describe('the work permit offer', () => {
  it('asks for the asylum filing date, then counts 150 days from it, with the fee of that day', async () => {
    expect(await i765Offer()).toMatchObject({ state: 'date-missing', from: null, days: 150 });
    await answer('work_permit', 'work_permit', { asylum_filed_date: '2026-01-10' });
    expect(await i765Offer()).toEqual({
      state: 'waiting',
      from: '2026-06-09',
      days: 150,
      fee: 560,
      questionnaire: 'work_permit',
    });
    now = new Date('2026-06-09T05:00:00Z'); // 1 a.m. on 9 June in New York
    expect(await i765Offer()).toMatchObject({ state: 'open', from: '2026-06-09', fee: 560 });
    now = new Date('2026-06-09T03:00:00Z'); // still 8 June in New York
    expect(await i765Offer()).toMatchObject({ state: 'waiting' });
  });
});
