import type { ActiveConfig, FormSectionsResponse } from '@camino/contracts';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { PDFDocument } from 'pdf-lib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';

let t: AuthTestApp;
let applicant: PaidApplicant;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  applicant = await paidApplicant(t, 'tvisa');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Saves answers to one section of the T visa legal questionnaire through the API. */
async function answer(section: string, answers: Record<string, string>): Promise<void> {
  const configs = await t.app.inject({
    method: 'GET',
    url: '/api/config/active?questionnaire=legal&strategy=tvisa',
  });
  const config = (configs.json() as ActiveConfig[])[0]!;
  const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_tvisa'));
  const questionnaire = legal.sections.find((item) => item.key === section)!.questionnaire;
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/deliverable/formSection?lang=en',
    headers: applicant.headers,
  });
  const sectionId = (listed.json() as FormSectionsResponse).sections.find(
    (item) => item.key === section,
  )!.sectionId;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers: applicant.headers,
    payload: {
      config_id: config.config_id,
      question_section_id: sectionId ?? config.question_section_id,
      lang: 'en',
      answers: Object.entries(answers).map(([name, response]) => ({
        question_id: questionnaire.ids.get(name)!,
        response,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the T visa forms through the routes', () => {
  it('lists the I-765, the I-914 and Supplement B, with the seven sections, and flags the old edition', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/deliverable/formSection?lang=en',
      headers: applicant.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as FormSectionsResponse;
    expect(body.forms.map((form) => form.id)).toEqual(['g-1145', 'i-765', 'i-914', 'i-914supb']);
    expect(body.forms[1]!.offer).toBeUndefined(); // filed at once, no 150-day wait
    expect(body.forms[2]!.editionExpired).toBe(true);
    expect(body.sections.map((section) => section.key)).toEqual([
      'about_you',
      'trafficking',
      'law_enforcement',
      'hardship',
      'admissibility',
      'family',
      'signature',
    ]);
  });

  it('fills the I-914 from the answers and refuses a Supplement A for a relative not given', async () => {
    await answer('about_you', { family_name: 'Ramirez', given_name: 'Daniela' });
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/fillForm',
      headers: applicant.headers,
      payload: { form: 'i-914' },
    });
    expect(download.statusCode, download.body).toBe(200);
    const doc = await PDFDocument.load(download.rawPayload);
    expect(doc.getForm().getTextField('form1[0].#subform[0].Part2_FamilyName[0]').getText()).toBe('RAMIREZ');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/fillForm',
      headers: applicant.headers,
      payload: { form: 'i-914supa-1' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the I-765 out once the applicant says they do not want a work permit', async () => {
    await answer('signature', { 'wants_work_permit.no': 'true' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/deliverable/formSection?lang=en',
      headers: applicant.headers,
    });
    expect((response.json() as FormSectionsResponse).forms.map((form) => form.id)).toEqual([
      'g-1145',
      'i-914',
      'i-914supb',
    ]);
  });
});
