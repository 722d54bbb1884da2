/** VAWA applicants for the form tests: legal answers by key (`#n` for loop items) and their contact facts. */
import type { Question } from '@camino/questionnaire';
import { WITHOUT_GROUP } from '@camino/questionnaire';
import type { NamedAnswers } from './build-form-values';
import type { ContactFacts } from './notice-address';

export type Answers = Record<string, string>;

/** Answers keyed `section.question` as the questionnaire stores them: one question per key, loops by item. */
export function namedAnswersOf(answers: Answers): NamedAnswers {
  const ids = new Map<string, number>();
  const questions: Question[] = [];
  const result: NamedAnswers['answers'][number][] = [];
  for (const [key, response] of Object.entries(answers)) {
    const [name = key, item] = key.split('#');
    let id = ids.get(name);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(name, id);
      questions.push({
        question_id: id,
        loop_group: item === undefined ? WITHOUT_GROUP : 'loop',
        parent_id: null,
        type: 'TEXT',
        properties: {},
      } as unknown as Question);
    }
    result.push({ questionId: id, loopId: item === undefined ? 1 : Number(item), response });
  }
  return { questions, names: new Map([...ids].map(([name, id]) => [id, name])), answers: result };
}

/** Where the abuser lived with the applicant: it must never reach a notice field. */
export const ABUSER_ADDRESS = { street: '742 Evergreen Ter', city: 'Pasadena', zip: '77506' };

/** The safe address given at eligibility, stored on the account. */
export const ACCOUNT_SAFE_ADDRESS = {
  inCareOf: 'Casa Segura',
  street: 'PO Box 5501',
  city: 'Houston',
  state: 'TX',
  zip: '77001',
};

/** A spouse of a U.S. citizen with one child; email is safe, text messages are not. */
export const SPOUSE_WITH_CHILD: Answers = {
  'about_you.family_name': 'Lopez Garcia',
  'about_you.given_name': 'Maria',
  'about_you.middle_name': 'Elena',
  'about_you.a_number': '12345678',
  'about_you.ssn': '123456789',
  'about_you.street': '15 Oak St',
  'about_you.apartment': '2',
  'about_you.city': 'Baytown',
  'about_you.state': 'TX',
  'about_you.zip': '77520',
  'about_you.mailing_same': 'yes',
  'about_you.birth_date': '1991-02-03',
  'about_you.birth_country': 'MX',
  'about_you.sex': 'female',
  'about_you.marital_status': 'married',
  'about_you.last_arrival_date': '2018-07-04',
  'about_you.i94_number': '12345678901',
  'about_you.passport_number': 'G1234567',
  'about_you.passport_country': 'MX',
  'about_you.passport_expiry': '2029-01-31',
  'about_you.current_status': 'None',
  'about_you.status_expires': '2019-01-03',
  'about_you.foreign_street': 'Calle 5 de Mayo 12',
  'about_you.foreign_city': 'Puebla',
  'about_you.foreign_province': 'Puebla',
  'about_you.foreign_postal_code': '72000',
  'about_you.foreign_country': 'MX',
  'about_you.wants_consulate': 'no',
  'abuser.abuser_family_name': 'Smith',
  'abuser.abuser_given_name': 'John',
  'abuser.abuser_birth_date': '1985-09-09',
  'abuser.abuser_birth_country': 'US',
  'abuser.abuser_alive': 'yes',
  'abuser.abuser_status': 'usc_naturalized',
  'abuser.abuser_status_known': 'yes',
  'abuser.abuser_a_number': '87654321',
  'relationship.marriage_date': '2019-05-18',
  'relationship.marriage_place': 'Houston, Texas',
  'relationship.marriage_now': 'married',
  'relationship.remarried': 'no',
  'relationship.times_married': '2',
  'relationship.abuser_times_married': '1',
  'relationship.had_prior_marriages': 'yes',
  'relationship.prior_spouse_name#1': 'Pedro Ruiz',
  'relationship.prior_end_date#1': '2017-03-01',
  'relationship.prior_end_how#1': 'divorce',
  'residence.lived_from': '2019-05-18',
  'residence.lived_to': '2025-10-01',
  'residence.shared_street': ABUSER_ADDRESS.street,
  'residence.shared_city': ABUSER_ADDRESS.city,
  'residence.shared_state': 'TX',
  'residence.shared_zip': ABUSER_ADDRESS.zip,
  'residence.shared_country': 'US',
  'residence.shared_from': '2021-01-01',
  'residence.shared_to': '2025-10-01',
  'abuse.abuse_kinds.physical': 'true',
  'abuse.abuse_kinds.immigration': 'true',
  'abuse.abuse_in_us': 'yes',
  'family.has_children': 'yes',
  'family.child_family_name#1': 'Ruiz Lopez',
  'family.child_given_name#1': 'Sofia',
  'family.child_birth_date#1': '2016-08-20',
  'family.child_birth_country#1': 'MX',
  'family.children_separate': 'no',
  'background.removal_proceedings': 'no',
  'background.worked_without_permission': 'yes',
  'background.work_explain': 'Cleaning houses in Houston, 2019 to 2024.',
  'background.arrests': 'no',
  'background.files_adjustment': 'yes',
  'background.ead_request': 'yes',
  'contact.daytime_phone': '+17135550100',
  'contact.email_ok': 'yes',
  'contact.email': 'maria.safe@example.org',
  'contact.text_ok': 'yes',
  'contact.mobile_phone': '+17135550199',
  'signature.reads_english': 'no',
  'signature.interpreter_language': 'es',
  'signature.someone_prepared': 'no',
};

export const SPOUSE_CONTACT: ContactFacts = {
  safeAddress: ACCOUNT_SAFE_ADDRESS,
  channels: { email: true, textMessages: false },
  email: 'maria@example.org',
  phone: '+17135550111',
};

/** A stepchild of 22 whose filing was delayed by the abuse, with a safe address given in the questionnaire. */
export const CHILD_OF_22: Answers = {
  'about_you.family_name': 'Perez',
  'about_you.given_name': 'Luis',
  'about_you.street': ABUSER_ADDRESS.street,
  'about_you.city': ABUSER_ADDRESS.city,
  'about_you.state': 'TX',
  'about_you.zip': ABUSER_ADDRESS.zip,
  'about_you.mailing_same': 'no',
  'about_you.mail_in_care_of': 'Ana Torres',
  'about_you.mail_street': '9 Safe Way',
  'about_you.mail_apartment': '3C',
  'about_you.mail_city': 'Austin',
  'about_you.mail_state': 'TX',
  'about_you.mail_zip': '78701',
  'about_you.birth_date': '2004-05-01',
  'about_you.birth_country': 'HN',
  'about_you.sex': 'male',
  'about_you.marital_status': 'single',
  'about_you.last_arrival_date': '2012-02-02',
  'about_you.foreign_city': 'Tegucigalpa',
  'about_you.foreign_country': 'HN',
  'about_you.wants_consulate': 'no',
  'abuser.abuser_family_name': 'Brown',
  'abuser.abuser_given_name': 'Mark',
  'abuser.abuser_alive': 'yes',
  'abuser.abuser_status': 'lpr',
  'abuser.abuser_status_known': 'no',
  'relationship.parent_relationship': 'step',
  'relationship.became_family_before_18': 'yes',
  'relationship.step_or_adoption_date': '2010-06-01',
  'relationship.age_delay': 'yes',
  'relationship.delay_caused_by_abuse': 'yes',
  'relationship.times_married': '0',
  'residence.lived_from': '2012-02-02',
  'residence.shared_street': ABUSER_ADDRESS.street,
  'residence.shared_city': ABUSER_ADDRESS.city,
  'residence.shared_state': 'TX',
  'residence.shared_zip': ABUSER_ADDRESS.zip,
  'residence.shared_country': 'US',
  'residence.shared_from': '2012-02-02',
  'abuse.abuse_kinds.threats': 'true',
  'abuse.abuse_in_us': 'yes',
  'family.has_children': 'no',
  'background.removal_proceedings': 'no',
  'background.worked_without_permission': 'no',
  'background.arrests': 'no',
  'background.files_adjustment': 'no',
  'background.ead_request': 'yes',
  'contact.email_ok': 'no',
  'contact.text_ok': 'no',
  'signature.signer': 'self',
  'signature.reads_english': 'yes',
  'signature.someone_prepared': 'no',
};

/** An account that never gave a safe address, with both channels allowed. */
export const CHILD_CONTACT: ContactFacts = {
  safeAddress: null,
  channels: { email: true, textMessages: true },
  email: 'luis@example.org',
  phone: '+15125550100',
};
