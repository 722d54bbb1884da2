import type { FormValues } from './form-values';

type Answers = Record<string, string>;

const principal: Answers = {
  'about_you.torture_convention': 'yes',
  'about_you.a_number': '12345678',
  'about_you.family_name': 'Lopez Garcia',
  'about_you.given_name': 'Maria',
  'about_you.middle_name': 'Elena',
  'about_you.street': '100 Main St',
  'about_you.apartment': '4B',
  'about_you.city': 'Houston',
  'about_you.state': 'TX',
  'about_you.zip': '77002',
  'about_you.phone': '+17135550100',
  'about_you.mailing_same': 'yes',
  'about_you.birth_date': '1990-03-07',
  'about_you.birth_city': 'San Salvador',
  'about_you.birth_country': 'SV',
  'about_you.nationality': 'SV',
  'about_you.nationality_at_birth': 'SV',
  'about_you.ethnic_group': 'Mestizo',
  'about_you.religion': 'catholic',
  'about_you.sex': 'female',
  'about_you.marital_status': 'single',
  'about_you.court': 'never',
  'about_you.left_country_date': '2025-06-01',
  'about_you.i94_number': '12345678901',
  'about_you.entry_date#1': '2025-06-10',
  'about_you.entry_place#1': 'Hidalgo TX',
  'about_you.entry_status#1': 'Parole',
  'about_you.has_passport': 'yes',
  'about_you.passport_country': 'SV',
  'about_you.passport_number': 'A1234567',
  'about_you.passport_expiry': '2030-01-31',
  'about_you.native_language': 'es',
  'about_you.fluent_english': 'no',
  'family.married': 'no',
  'family.has_children': 'no',
  'background.last_abroad_city': 'San Salvador',
  'background.last_abroad_country': 'SV',
  'background.last_abroad_from': '2010-01-01',
  'background.last_abroad_to': '2025-06-01',
  'background.fear_country_same': 'yes',
  'background.residence_street#1': '100 Main St',
  'background.residence_city#1': 'Houston',
  'background.residence_province#1': 'TX',
  'background.residence_country#1': 'US',
  'background.residence_from#1': '2025-06-15',
  'background.mother_name': 'Ana Garcia',
  'background.mother_birth_place': 'Santa Ana, El Salvador',
  'background.mother_living': 'living',
  'background.mother_location': 'San Salvador',
  'background.father_name': 'Jose Lopez',
  'background.father_birth_place': 'San Miguel, El Salvador',
  'background.father_living': 'deceased',
  'claim.grounds.political_opinion': 'true',
  'claim.grounds.social_group': 'true',
  'claim.past_harm': 'yes',
  'claim.past_harm_details':
    'In March 2025 members of a gang beat me because I spoke at a community meeting.',
  'claim.fear_return': 'yes',
  'claim.fear_return_details': 'The gang said they would kill me if I came back.',
  'claim.arrested': 'no',
  'claim.groups': 'no',
  'claim.torture_fear': 'no',
  'other.applied_before': 'no',
  'other.other_countries': 'yes',
  'other.other_status': 'no',
  'other.other_countries_details': 'I crossed Guatemala and Mexico in two weeks without asking for status.',
  'other.harmed_others': 'no',
  'other.returned': 'no',
  'other.late_filing': 'no',
  'other.crimes': 'no',
  'signature.native_name': '',
  'signature.family_helped': 'no',
  'signature.someone_prepared': 'no',
  'signature.counsel_list': 'yes',
  'computed.full_name': 'Maria Elena Lopez Garcia',
  'computed.children_count': '0',
};

function child(n: number, given: string, inUs: boolean): Answers {
  const base: Answers = {
    [`family.child_family_name#${n}`]: 'Lopez',
    [`family.child_given_name#${n}`]: given,
    [`family.child_birth_date#${n}`]: `201${n}-0${n}-1${n}`,
    [`family.child_sex#${n}`]: n % 2 === 0 ? 'male' : 'female',
    [`family.child_marital_status#${n}`]: 'single',
    [`family.child_birth_place#${n}`]: 'San Salvador, El Salvador',
    [`family.child_nationality#${n}`]: 'SV',
    [`family.child_in_us#${n}`]: inUs ? 'yes' : 'no',
  };
  return inUs
    ? {
        ...base,
        [`family.child_entry_place#${n}`]: 'Hidalgo TX',
        [`family.child_entry_date#${n}`]: '2025-06-10',
        [`family.child_entry_status#${n}`]: 'Parole',
        [`family.child_current_status#${n}`]: 'Parole',
        [`family.child_in_court#${n}`]: 'no',
        [`family.child_included#${n}`]: 'yes',
      }
    : { ...base, [`family.child_location#${n}`]: 'San Salvador, El Salvador' };
}

const spouse: Answers = {
  'about_you.marital_status': 'married',
  'family.married': 'yes',
  'family.spouse_family_name': 'Lopez',
  'family.spouse_given_name': 'Carlos',
  'family.spouse_birth_date': '1988-11-02',
  'family.spouse_sex': 'male',
  'family.marriage_date': '2012-05-19',
  'family.marriage_place': 'San Salvador, El Salvador',
  'family.spouse_birth_place': 'San Miguel, El Salvador',
  'family.spouse_nationality': 'SV',
  'family.spouse_in_us': 'yes',
  'family.spouse_entry_place': 'Hidalgo TX',
  'family.spouse_entry_date': '2025-06-10',
  'family.spouse_entry_status': 'Parole',
  'family.spouse_current_status': 'Parole',
  'family.spouse_in_court': 'no',
  'family.spouse_included': 'yes',
};

const children = (count: number): Answers =>
  Object.assign(
    { 'family.has_children': 'yes', 'computed.children_count': String(count) },
    ...Array.from({ length: count }, (_, index) =>
      child(index + 1, ['Ana', 'Luis', 'Sofia', 'Diego', 'Elena'][index] ?? 'Child', index !== 2),
    ),
  );

const longStory = Array.from(
  { length: 40 },
  (_, index) => `On day ${index + 1} they came back to our house and threatened my family again.`,
).join(' ');

/** A story of 150 numbered sentences: several pages of continuation at the size it prints. */
const veryLongStory = (about: string): string =>
  Array.from(
    { length: 150 },
    (_, index) => `Sentence ${index + 1} of ${about}: they came back and threatened my whole family again.`,
  ).join(' ');

/** Loop items numbered from `first`, each with the given answers. */
const items = (count: number, make: (n: number) => Answers, first = 1): Answers =>
  Object.assign({}, ...Array.from({ length: count }, (_, index) => make(first + index)));

/** The work permit answers of the asylum applicant alone, with what the server computes for the I-765. */
const workPermit: Answers = {
  'about_you.mailing_same': 'yes',
  'work_permit.asylum_filed_date': '2025-07-01',
  'work_permit.request': 'initial',
  'work_permit.filed_before': 'no',
  'work_permit.has_other_names': 'yes',
  ...items(4, (n) => ({
    [`work_permit.other_family_name#${n}`]: ['Garcia', 'Lopez', 'Perez', 'Ramos'][n - 1]!,
    [`work_permit.other_given_name#${n}`]: 'Maria',
  })),
  'work_permit.citizenship': 'El Salvador',
  'work_permit.birth_province': 'San Salvador',
  'work_permit.current_status': 'Asylum applicant',
  'work_permit.mobile_phone': '+1 (713) 555-0199',
  'work_permit.email': 'maria@example.org',
  'work_permit.arrested': 'no',
  'work_permit.abc_class': 'no',
  'computed.a_number': '012345678',
  'computed.notice_address.street': '100 Main St',
  'computed.notice_address.apartment': '4B',
  'computed.notice_address.unit': 'apt',
  'computed.notice_address.city': 'Houston',
  'computed.notice_address.state': 'TX',
  'computed.notice_address.zip': '77002',
  'computed.notice_is_home': 'yes',
  'computed.home_unit': 'apt',
  'computed.interpreter_language': 'Spanish',
  'computed.eligibility_letter': 'c',
  'computed.eligibility_number': '8',
};

/** Applicants the filler is tested with, as the values the server builds from their answers. */
export const FIXTURE_APPLICANTS: Record<string, FormValues> = {
  alone: new Map(Object.entries(principal)),
  spouseAndThreeChildren: new Map(Object.entries({ ...principal, ...spouse, ...children(3) })),
  fiveChildren: new Map(Object.entries({ ...principal, ...children(5) })),
  /** More children, residences, schools and jobs than the form has rows for. */
  longLists: new Map(
    Object.entries({
      ...principal,
      ...children(5),
      ...items(3, (n) => child(n, `Child${n}`, true), 6),
      'computed.children_count': '8',
      ...items(7, (n) => ({
        [`background.residence_street#${n}`]: `${n} Calle Real`,
        [`background.residence_city#${n}`]: 'San Salvador',
        [`background.residence_country#${n}`]: 'SV',
        // Typed the way the form lists them: the most recent first.
        [`background.residence_from#${n}`]: `20${20 - n}-01-01`,
      })),
      ...items(5, (n) => ({
        [`background.job_employer#${n}`]: `Employer ${n}`,
        [`background.job_occupation#${n}`]: 'Cook',
      })),
    }),
  ),
  /** The applicant alone with the work permit answers, for the I-765. */
  workPermit: new Map(Object.entries({ ...principal, ...workPermit })),
  longAnswers: new Map(
    Object.entries({
      ...principal,
      'claim.past_harm_details': longStory,
      'other.late_filing': 'yes',
      'other.late_filing_reason': longStory,
    }),
  ),
  /** Answers longer than one continuation page holds. */
  veryLongAnswers: new Map(
    Object.entries({
      ...principal,
      'claim.past_harm_details': veryLongStory('what happened'),
      'other.late_filing': 'yes',
      'other.late_filing_reason': veryLongStory('why I filed late'),
    }),
  ),
};
