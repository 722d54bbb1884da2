import { formatValue } from './format-value';
import type { FormValues } from './form-values';
import { readValue } from './form-values';

/** The I-765's words for a status code the T visa relatives loop stores. */
const STATUS_WORDS: Record<string, string> = {
  ewi: 'EWI - Entry Without Inspection',
  b2: 'B-2 Visitor',
  f1: 'F-1 Student',
  parolee: 'Parolee',
};

/** Marital status as the I-765 offers it: an annulled marriage counts as never married. */
const MARITAL_STATUS: Record<string, string> = {
  yes: 'married',
  no: 'single',
  annulled: 'single',
  divorced: 'divorced',
  widowed: 'widowed',
};

/** "c40" → the I-765's category boxes: letter and number. */
export function categoryBoxes(category: string): readonly [string, string] {
  return [category.slice(0, 1), category.slice(1)];
}

/** "c40" → "(c)(40)", as USCIS writes a category. */
export const categoryName = (category: string): string => `(${category.slice(0, 1)})(${category.slice(1)})`;

/**
 * The values a family member's own I-765 is filled from: the same mapping as the applicant's, with the
 * relative (loop item `item` of `list`) in place of the applicant. Nothing of the applicant's stays, so
 * the applicant's addresses, numbers and contact never reach the relative's form; what the relatives
 * loop does not ask (phone, email, earlier work permits, arrests) is left for the family member to write.
 */
export function relativeWorkPermitValues(
  values: FormValues,
  list: string,
  item: number,
  category: string,
): FormValues {
  const own = new Map<string, string>();
  const read = (question: string): string | undefined => readValue(values, `${list}${question}`, item);
  const copy = (key: string, question: string, map?: (value: string) => string | undefined): void => {
    const value = read(question);
    const mapped = value === undefined ? undefined : map === undefined ? value : map(value);
    if (mapped !== undefined && mapped !== '') own.set(key, mapped);
  };
  copy('about_you.family_name', 'family_name');
  copy('about_you.given_name', 'given_name');
  copy('about_you.middle_name', 'middle_name');
  copy('work_permit.other_family_name', 'other_family_name');
  copy('work_permit.other_given_name', 'other_given_name');
  copy('work_permit.other_middle_name', 'other_middle_name');
  copy('about_you.birth_date', 'birth_date');
  copy('about_you.birth_city', 'birth_city');
  copy('work_permit.birth_province', 'birth_province');
  copy('about_you.birth_country', 'birth_country');
  copy('work_permit.citizenship', 'citizenship', (code) => formatValue(code, 'country'));
  copy('computed.a_number', 'a_number', (number) => {
    const digits = number.replace(/\D/g, '');
    return digits === '' || digits.length > 9 ? undefined : digits.padStart(9, '0');
  });
  copy('about_you.uscis_account', 'uscis_account');
  copy('about_you.ssn', 'ssn');
  copy('about_you.sex', 'sex');
  copy('about_you.marital_status', 'married', (answer) => MARITAL_STATUS[answer]);
  copy('about_you.passport_number', 'passport');
  copy('about_you.passport_country', 'passport_country');
  copy('about_you.passport_expiry', 'passport_expires');
  copy('about_you.i94_number', 'i94');
  copy('about_you.entry_date', 'entry_date');
  const place = [read('entry_city'), read('entry_state')].filter((part) => part !== undefined).join(', ');
  if (place !== '') own.set('about_you.entry_place', place);
  copy('about_you.entry_status', 'entry_status', (code) => STATUS_WORDS[code] ?? code);
  copy('work_permit.current_status', 'status', (code) => STATUS_WORDS[code] ?? code);

  // Where the relative lives, and their own safe mailing address when one was given, else their home.
  copy('about_you.street', 'street');
  copy('about_you.apartment', 'apt');
  copy('about_you.city', 'city');
  copy('about_you.state', 'state');
  copy('about_you.zip', 'zip');
  if (read('apt') !== undefined) own.set('computed.home_unit', 'apt');
  // The relative's own safe mailing address when one was given, else their home (I-765 Items 5 to 7).
  const separate = read('mail_street') !== undefined;
  own.set('computed.notice_is_home', separate ? 'no' : 'yes');
  const mailing: [string, string, string][] = [
    ['in_care_of', 'mail_care_of', ''],
    ['street', 'mail_street', 'street'],
    ['apartment', 'mail_apt', 'apt'],
    ['city', 'mail_city', 'city'],
    ['state', 'mail_state', 'state'],
    ['zip', 'mail_zip', 'zip'],
  ];
  for (const [part, mailQuestion, homeQuestion] of mailing) {
    const value = separate ? read(mailQuestion) : homeQuestion === '' ? undefined : read(homeQuestion);
    if (value !== undefined) own.set(`computed.notice_address.${part}`, value);
  }
  if (own.has('computed.notice_address.apartment')) own.set('computed.notice_address.unit', 'apt');

  own.set('work_permit.request', 'initial');
  const [letter, number] = categoryBoxes(category);
  own.set('computed.eligibility_letter', letter);
  own.set('computed.eligibility_number', number);
  return own;
}
