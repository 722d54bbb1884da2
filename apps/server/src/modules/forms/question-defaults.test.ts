import type { ActiveConfig, QuestionDefault } from '@camino/contracts';
import { loadQuestionnaire, loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';
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

/** Saves eligibility answers by question (or `question.option`) name, as the screener does. */
async function answerEligibility(headers: Record<string, string>, answers: Record<string, string>) {
  const configs = await t.app.inject({ method: 'GET', url: '/api/config/active?questionnaire=eligibility' });
  const eligibility = (configs.json() as ActiveConfig[])[0]!;
  const loaded = await loadQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'eligibility.yaml'));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers,
    payload: {
      config_id: eligibility.config_id,
      question_section_id: eligibility.question_section_id,
      lang: 'en',
      answers: Object.entries(answers).map(([name, response]) => ({
        question_id: loaded.ids.get(name)!,
        response,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('facts given once, offered in every legal question that asks them again', () => {
  let family: PaidApplicant;
  beforeAll(async () => {
    const signedIn = await signedInApplicant(t);
    await answerEligibility(signedIn.headers, {
      last_arrival_date: '2026-03-02',
      'safe_to_mail.no': 'true',
    });
    family = await paidApplicant(t, 'asylum', signedIn);
    const address = await t.app.inject({
      method: 'PUT',
      url: '/api/safe-contact/mailing-address',
      headers: family.headers,
      payload: {
        mailingAddress: {
          inCareOf: 'Ana Lopez',
          street: '12 Main St',
          city: 'Houston',
          state: 'TX',
          zip: '77002',
        },
      },
    });
    expect(address.statusCode, address.body).toBe(200);
    const members = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/derivatives',
      headers: family.headers,
      payload: {
        members: [
          {
            relationship: 'spouse',
            firstName: 'Jorge',
            lastName: 'Ramos',
            dateOfBirth: '1988-04-02',
            married: true,
            livesInUs: true,
          },
          {
            relationship: 'child',
            firstName: 'Sofia',
            lastName: 'Ramos',
            dateOfBirth: '2015-09-09',
            married: false,
            livesInUs: true,
          },
        ],
      },
    });
    expect(members.statusCode, members.body).toBe(200);
  });

  const valueOf = (defaults: QuestionDefault[], section: string, name: string, loopId = 1) =>
    defaults.find((item) => item.question_id === ids(section, name) && item.loop_id === loopId);

  it('offers the screened arrival and the safe mailing address in "About you", saying where they come from', async () => {
    const defaults = (await defaultsOf('about_you', family.headers)).json() as QuestionDefault[];
    // The I-94 read from the documents is the first source of the last entry; this applicant has one.
    expect(valueOf(defaults, 'about_you', 'entry_date')).toMatchObject({ source: 'i94' });
    expect(valueOf(defaults, 'about_you', 'mailing_same')).toMatchObject({
      value: 'no',
      option_id: ids('about_you', 'mailing_same.no'),
      source: 'safe_address',
    });
    expect(valueOf(defaults, 'about_you', 'mail_street')).toMatchObject({
      value: '12 Main St',
      source: 'safe_address',
    });
    expect(valueOf(defaults, 'about_you', 'mail_in_care_of')).toMatchObject({ value: 'Ana Lopez' });
    expect(valueOf(defaults, 'about_you', 'mail_state')).toMatchObject({ value: 'TX' });
  });

  it('offers the family members added at payment in "Family", one loop entry per child', async () => {
    const defaults = (await defaultsOf('family', family.headers)).json() as QuestionDefault[];
    expect(valueOf(defaults, 'family', 'married')).toMatchObject({ value: 'yes', source: 'family_members' });
    expect(valueOf(defaults, 'family', 'spouse_given_name')).toMatchObject({ value: 'Jorge' });
    expect(valueOf(defaults, 'family', 'spouse_birth_date')).toMatchObject({ value: '1988-04-02' });
    expect(valueOf(defaults, 'family', 'has_children')).toMatchObject({ value: 'yes' });
    expect(valueOf(defaults, 'family', 'child_given_name', 1)).toMatchObject({
      value: 'Sofia',
      source: 'family_members',
    });
    expect(valueOf(defaults, 'family', 'child_marital_status', 1)).toMatchObject({ value: 'single' });
  });

  it('offers the marital status answered in "About you" instead of asking it again in "Family"', async () => {
    const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
    const aboutYou = legal.sections.find((section) => section.key === 'about_you')!.questionnaire;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/param-question-response/process-array',
      headers: family.headers,
      payload: {
        config_id: config.config_id,
        question_section_id: sectionIds.get('about_you'),
        lang: 'en',
        answers: [{ question_id: aboutYou.ids.get('marital_status.divorced')!, response: 'true' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const defaults = (await defaultsOf('family', family.headers)).json() as QuestionDefault[];
    expect(valueOf(defaults, 'family', 'married')).toMatchObject({ value: 'no', source: 'earlier_answer' });
  });

  it('offers the home address as the first residence and the last address abroad as the second', async () => {
    const defaults = (await defaultsOf('background', family.headers)).json() as QuestionDefault[];
    expect(valueOf(defaults, 'background', 'residence_street', 2)).toMatchObject({
      value: '',
      source: 'earlier_answer',
      copy_of: { question_id: ids('background', 'last_abroad_street'), loop_id: 1 },
    });
  });

  it('offers whether the filing is late from the arrival the case knows', async () => {
    const defaults = (await defaultsOf('other', family.headers)).json() as QuestionDefault[];
    expect(valueOf(defaults, 'other', 'late_filing')).toMatchObject({ source: 'earlier_answer' });
  });
});

describe('the eligibility answers offered to a VAWA spouse', () => {
  it('offers the marriage as screened, and the safe channels, where the legal questions ask them again', async () => {
    const signedIn = await signedInApplicant(t);
    await answerEligibility(signedIn.headers, {
      'vawasp_still_married.no': 'true',
      'vawasp_divorced.yes': 'true',
      vawasp_divorce_date: '2025-10-01',
      'vawasp_remarried.no': 'true',
      'harm_situation.spouse': 'true',
      'safe_to_email.no': 'true',
      'in_removal_proceedings.no': 'true',
    });
    const vawa = await paidApplicant(t, 'vawasp', signedIn);
    const configs = await t.app.inject({
      method: 'GET',
      url: '/api/config/active?questionnaire=legal&strategy=vawasp',
    });
    const vawaConfig = (configs.json() as ActiveConfig[])[0]!;
    const sections = await t.app.inject({
      method: 'GET',
      url: '/api/deliverable/formSection?lang=en',
      headers: vawa.headers,
    });
    const sectionOf = new Map(
      (sections.json() as { sections: { key: string; sectionId: number }[] }).sections.map((section) => [
        section.key,
        section.sectionId,
      ]),
    );
    const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_vawasp'));
    const idIn = (section: string, name: string) =>
      legal.sections.find((candidate) => candidate.key === section)!.questionnaire.ids.get(name)!;
    const offered = async (section: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/deliverable/questionDefaults/${vawaConfig.config_id}/${sectionOf.get(section)}`,
          headers: vawa.headers,
        })
      ).json() as QuestionDefault[];
    const find = (defaults: QuestionDefault[], section: string, name: string) =>
      defaults.find((item) => item.question_id === idIn(section, name));

    const relationship = await offered('relationship');
    expect(find(relationship, 'relationship', 'marriage_now')).toMatchObject({
      value: 'divorced',
      source: 'screening',
    });
    expect(find(relationship, 'relationship', 'marriage_end_date')).toMatchObject({
      value: '2025-10-01',
      source: 'screening',
    });
    expect(find(relationship, 'relationship', 'remarried')).toMatchObject({ value: 'no' });
    const aboutYou = await offered('about_you');
    expect(find(aboutYou, 'about_you', 'marital_status')).toMatchObject({
      value: 'divorced',
      source: 'screening',
    });
    const contact = await offered('contact');
    expect(find(contact, 'contact', 'email_ok')).toMatchObject({ value: 'no', source: 'screening' });
    expect(find(contact, 'contact', 'email')).toBeUndefined();
    const background = await offered('background');
    expect(find(background, 'background', 'removal_proceedings')).toMatchObject({ value: 'no' });
  });
});
