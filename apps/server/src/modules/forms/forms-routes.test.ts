import type { ActiveConfig, FormPagesResponse, FormSectionsResponse } from '@camino/contracts';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { PDFDocument } from 'pdf-lib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { applyEvents, type PaidApplicant, paidApplicant } from '../workspace/test-support';

let t: AuthTestApp;
let applicant: PaidApplicant;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  applicant = await paidApplicant(t, 'asylum');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function answerAboutYou(
  answers: Record<string, string>,
  expected = 200,
  who = applicant,
): Promise<void> {
  const configs = await t.app.inject({
    method: 'GET',
    url: '/api/config/active?questionnaire=legal&strategy=asylum',
  });
  const config = (configs.json() as ActiveConfig[])[0]!;
  const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
  const aboutYou = legal.sections.find((section) => section.key === 'about_you')!.questionnaire;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers: who.headers,
    payload: {
      config_id: config.config_id,
      question_section_id: config.question_section_id,
      lang: 'en',
      answers: Object.entries(answers).map(([name, response]) => ({
        question_id: aboutYou.ids.get(name)!,
        response,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(expected);
}

describe('forms routes', () => {
  it('lists the I-589, the I-765 and the six sections of the asylum legal questionnaire', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/deliverable/formSection?lang=es',
      headers: applicant.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as FormSectionsResponse;
    expect(body.forms.map((form) => form.id)).toEqual(['g-1145', 'i-589', 'i-765']);
    expect(body.forms[2]!.offer).toMatchObject({ state: 'date-missing', from: null, days: 150 });
    expect(body.forms[1]!.title).toBe('Solicitud de asilo y de suspensión de la deportación');
    expect(body.sections.map((section) => section.key)).toEqual([
      'about_you',
      'family',
      'background',
      'claim',
      'other',
      'signature',
    ]);
    expect(body.sections[0]!.label).toBe('Sobre usted');
    expect(body.readOnly).toBe(false);
  });

  it('fills the I-589 from the answers, downloads it fillable and draws its pages', async () => {
    await answerAboutYou({ family_name: 'Mendez', given_name: 'Rosa' });
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/fillForm',
      headers: applicant.headers,
      payload: { form: 'i-589' },
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(download.rawPayload);
    expect(doc.getForm().getTextField('form1[0].#subform[0].PtAILine4_LastName[0]').getText()).toBe('MENDEZ');
    expect(doc.getForm().getTextField('form1[0].#subform[10].TextField20[0]').getText()).toBe('Rosa Mendez');

    const image = await t.app.inject({
      method: 'GET',
      url: '/api/form-field/pages/i-589/1/image',
      headers: applicant.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const pages = await t.app.inject({
      method: 'GET',
      url: '/api/form-field/pages/i-589',
      headers: applicant.headers,
    });
    const body = pages.json() as FormPagesResponse;
    expect(body.pages).toHaveLength(12);
    expect(body.pages[0]!.sections).toEqual(['about_you']);
    expect(body.pages[4]!.sections).toEqual(['claim']);
  });

  it('answers 404 for a form the case does not file and 401 without a session', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/fillForm',
      headers: applicant.headers,
      payload: { form: 'i-360' },
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/deliverable/formSection' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses changes to the legal answers once the case is complete, and says so', async () => {
    const done = await paidApplicant(t, 'asylum');
    await answerAboutYou({ family_name: 'Diaz' }, 200, done);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/mycase/startMyCase',
      headers: done.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    await applyEvents(t, done.caseId, ['DOCUMENTS_COMPLETED'], { documentsComplete: true });
    await applyEvents(t, done.caseId, ['FORMS_COMPLETED'], { formsComplete: true });
    await answerAboutYou({ family_name: 'Changed' }, 409, done);
    const sections = await t.app.inject({
      method: 'GET',
      url: '/api/deliverable/formSection',
      headers: done.headers,
    });
    expect((sections.json() as FormSectionsResponse).readOnly).toBe(true);
  });
});
