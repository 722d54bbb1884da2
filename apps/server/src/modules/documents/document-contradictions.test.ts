import path from 'node:path';
import type { ActiveConfig, DocumentCheck, DocumentData, StoredDocument } from '@camino/contracts';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentReadings } from '../../db/schema/documents';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import { documentPhoto, uploadAccepted } from './test-support';

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

const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: applicant.headers, ...(payload ? { payload } : {}) });

async function answerAboutYou(answers: Record<string, string>): Promise<void> {
  const configs = await t.app.inject({
    method: 'GET',
    url: '/api/config/active?questionnaire=legal&strategy=asylum',
  });
  const config = (configs.json() as ActiveConfig[])[0]!;
  const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
  const aboutYou = legal.sections.find((section) => section.key === 'about_you')!.questionnaire;
  const saved = await api('POST', '/param-question-response/process-array', {
    config_id: config.config_id,
    question_section_id: config.question_section_id,
    lang: 'en',
    answers: Object.entries(answers).map(([name, response]) => ({
      question_id: aboutYou.ids.get(name)!,
      response,
    })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function saveDocument(derivativeId: string | null, document: string, lines: string[]) {
  const upload = await uploadAccepted(t.app, applicant.headers, await documentPhoto({ width: 2600, lines }));
  const saved = await api('POST', '/documents', { derivativeId, document, uploads: [upload] });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<StoredDocument>();
}

describe('document values that contradict earlier answers', () => {
  it('names the passport nationality and the nationality answered, in the applicant language', async () => {
    await answerAboutYou({ nationality: 'MX' });
    const passport = await saveDocument(null, 'passport', ['PASSPORT']);
    const confirmed = await api('PUT', `/documents/${passport.id}/data?lang=es`, {
      values: { passport_nationality: 'GTM', passport_number: 'A1234567' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<DocumentData>().contradictions).toEqual([
      { name: 'passport_nationality', documentValue: 'Guatemala', answeredValue: 'México' },
    ]);

    // The nationality is chosen from the countries list: the passport's country agrees.
    await answerAboutYou({ nationality: 'GT' });
    const again = await api('GET', `/documents/${passport.id}/data?lang=en`);
    expect(again.json<DocumentData>().contradictions).toEqual([]);
  }, 120_000);

  it("prefills a family member's birth certificate from the page, then names both dates of birth", async () => {
    const family = await api('PUT', '/mycase/derivatives', {
      members: [
        {
          relationship: 'child',
          firstName: 'Ana',
          lastName: 'Pérez',
          dateOfBirth: '2015-06-10',
          married: false,
          livesInUs: true,
        },
      ],
    });
    expect(family.statusCode, family.body).toBe(200);
    const child = family.json<{ members: { id: string }[] }>().members[0]!;
    const certificate = await saveDocument(child.id, 'birth_certificate', [
      'CERTIFICADO DE NACIMIENTO',
      'Nombres: Ana',
      'Apellidos: Perez',
      'Fecha de nacimiento: 10/07/2015',
    ]);
    const read = await api('GET', `/documents/${certificate.id}/data?lang=es`);
    expect(read.statusCode, read.body).toBe(200);
    const byName = Object.fromEntries(read.json<DocumentData>().questions.map((q) => [q.name, q]));
    expect(byName.birth_cert_given_names).toMatchObject({ value: 'Ana', source: 'page' });
    expect(byName.birth_cert_date).toMatchObject({ value: '2015-07-10', source: 'page' });

    const confirmed = await api('PUT', `/documents/${certificate.id}/data?lang=es`, {
      values: {
        birth_cert_given_names: 'Ana',
        birth_cert_family_name: 'Pérez',
        birth_cert_date: '2015-07-10',
      },
    });
    expect(confirmed.json<DocumentData>().contradictions).toEqual([
      { name: 'birth_cert_date', documentValue: '2015-07-10', answeredValue: '2015-06-10' },
    ]);
  }, 120_000);

  it('keeps what was read from the pages, so a later visit and the validation do not read them again', async () => {
    const i94 = await saveDocument(null, 'i94', [
      'Admission I-94 Record Number: 123456789A1',
      'Most Recent Date of Entry: 2024 March 15',
      'Class of Admission: B2',
    ]);
    const first = await api('GET', `/documents/${i94.id}/data?lang=en`);
    expect(first.statusCode, first.body).toBe(200);
    const values = Object.fromEntries(first.json<DocumentData>().questions.map((q) => [q.name, q.value]));
    expect(values).toMatchObject({ i94_admission_date: '2024-03-15', i94_admission_class: 'B2' });

    // What is kept is what is answered: change it and the answer changes, with no new reading.
    await t.database.db
      .update(documentReadings)
      .set({ values: { i94_number: 'KEPT', i94_admission_class: 'F1' }, problems: ['blank'] })
      .where(eq(documentReadings.documentId, i94.id));
    const second = await api('GET', `/documents/${i94.id}/data?lang=en`);
    expect(second.json<DocumentData>().questions.map((q) => q.value)).toEqual(['KEPT', '', 'F1']);
    const checked = await api('POST', `/documents/${i94.id}/validate`);
    expect(checked.json<DocumentCheck>().problems).toEqual(['blank']);

    // Asking for the language again reads the pages again.
    expect((await api('POST', `/documents/${i94.id}/language`)).statusCode).toBe(200);
    const third = await api('GET', `/documents/${i94.id}/data?lang=en`);
    expect(third.json<DocumentData>().questions.find((q) => q.name === 'i94_admission_class')!.value).toBe(
      'B2',
    );
  }, 180_000);
});
