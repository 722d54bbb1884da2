import type { ActiveConfig, QuestionDefault } from '@camino/contracts';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
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
let config: ActiveConfig;
let ids: (section: string, name: string) => number;
let sectionIds: Map<string, number>;

/** The applicant confirmed a passport and an I-94 on the document-data screen. */
const documents: DocumentDataSource = {
  findConfirmedDocumentData: () =>
    Promise.resolve({
      principal: {
        passport_number: 'B7654321',
        passport_country: 'SLV',
        passport_expiry_date: '2031-02-28',
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
    replaceModule: (module) => (module.name === 'forms' ? createFormsModule({ documents }) : module),
  });
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  applicant = await paidApplicant(t, 'asylum');
  const configs = await t.app.inject({
    method: 'GET',
    url: '/api/config/active?questionnaire=legal&strategy=asylum',
  });
  config = (configs.json() as ActiveConfig[])[0]!;
  const sections = await t.app.inject({
    method: 'GET',
    url: '/api/deliverable/formSection?lang=en',
    headers: applicant.headers,
  });
  sectionIds = new Map(
    (sections.json() as { sections: { key: string; sectionId: number }[] }).sections.map((section) => [
      section.key,
      section.sectionId,
    ]),
  );
  const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
  ids = (section, name) =>
    legal.sections.find((candidate) => candidate.key === section)!.questionnaire.ids.get(name)!;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function defaultsOf(section: string, headers: Record<string, string> = applicant.headers) {
  return t.app.inject({
    method: 'GET',
    url: `/api/deliverable/questionDefaults/${config.config_id}/${sectionIds.get(section)}`,
    headers,
  });
}

describe('document values offered as defaults in the legal questionnaire', () => {
  it('gives the passport and I-94 values to the questions of "About you" that ask them, as answers are stored', async () => {
    const response = await defaultsOf('about_you');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const defaults = response.json() as QuestionDefault[];
    const byName = (name: string) => defaults.filter((item) => item.question_id === ids('about_you', name));
    expect(byName('passport_number')).toEqual([
      { question_id: ids('about_you', 'passport_number'), loop_id: 1, value: 'B7654321', source: 'passport' },
    ]);
    // The countries list offers alpha-2 codes; the document keeps alpha-3.
    expect(byName('passport_country')[0]).toMatchObject({ value: 'SV', source: 'passport' });
    expect(byName('passport_expiry')[0]).toMatchObject({ value: '2031-02-28', source: 'passport' });
    expect(byName('has_passport')[0]).toMatchObject({
      value: 'yes',
      option_id: ids('about_you', 'has_passport.yes'),
      source: 'passport',
    });
    expect(byName('i94_number')[0]).toMatchObject({ value: '98765432101', source: 'i94' });
    // The I-94 is the most recent admission: the first entry the loop lists.
    expect(byName('entry_date')).toEqual([
      { question_id: ids('about_you', 'entry_date'), loop_id: 1, value: '2025-06-10', source: 'i94' },
    ]);
    expect(byName('entry_status')[0]).toMatchObject({ loop_id: 1, value: 'DT' });
    expect(byName('entry_status_expires')[0]).toMatchObject({ loop_id: 1, value: '2027-06-09' });
  });

  it('gives nothing for a section whose questions no document answers', async () => {
    const response = await defaultsOf('claim');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('gives nothing for a questionnaire other than the legal one, and nothing without a signed-in applicant', async () => {
    const eligibility = await t.app.inject({
      method: 'GET',
      url: '/api/config/active?questionnaire=eligibility',
    });
    const other = (eligibility.json() as ActiveConfig[])[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/deliverable/questionDefaults/${other.config_id}/${other.question_section_id}`,
      headers: applicant.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await defaultsOf('about_you', {})).statusCode).toBe(401);
  });
});
