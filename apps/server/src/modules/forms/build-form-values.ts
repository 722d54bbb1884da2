import type { DocumentValues, SavedFamilyMember, Strategy } from '@camino/contracts';
import type { ConfirmedDocumentData } from './document-data-source';
import { documentDefaults, sexFromDocument } from './document-defaults';
import type { NamedAnswers } from '../questionnaire';
import { answersToValues } from '../questionnaire';
import type { FormValues } from './form-values';
import { readValue, valueKey } from './form-values';
import { computeTvisaValues } from './tvisa-values';
import { computeTvisaWorkPermitValues } from './tvisa-work-permit-values';
import type { ContactFacts } from './notice-address';
import { computeNoticeContact } from './notice-address';
import { computeVawaValues } from './vawa-values';

/** What the case already knows besides the legal answers: asked once elsewhere, never again. */
export interface KnownFacts {
  readonly profile?: {
    readonly name: string;
    readonly lastName: string;
    readonly aNumber: string | null;
    readonly dateOfBirth: string | null;
    readonly gender: string | null;
  } | null;
  /** The principal's confirmed document values. */
  readonly documents?: DocumentValues;
  /** Each family member's confirmed document values, by family member id. */
  readonly derivativeDocuments?: ConfirmedDocumentData['derivatives'];
  readonly derivatives?: readonly SavedFamilyMember[];
  /** The case type: which box the I-360 ticks. */
  readonly strategy?: Strategy | null;
  /** The safe address and safe channels from the eligibility answers, and the account's email and phone. */
  readonly contact?: ContactFacts;
  /**
   * Where the applicant lives since a move recorded after filing: it replaces the home address of the
   * legal answers on the forms prepared later (the I-765 at day 150, a renewal). The safe mailing
   * address is separate and stays as it was.
   */
  readonly residence?: {
    street: string;
    apartment: string | null;
    city: string;
    state: string;
    zip: string;
  } | null;
  /** What the eligibility answers tell the legal questions (the last arrival…), for those not answered. */
  readonly screening?: readonly { readonly key: string; readonly value: string }[];
}

export { answersToValues, type NamedAnswers } from '../questionnaire';

function setDefault(values: Map<string, string>, key: string, value: string | null | undefined): void {
  if (value === null || value === undefined || value.trim() === '') return;
  if (readValue(values, key) === undefined) values.set(key, value);
}

function setDefaults(
  values: Map<string, string>,
  defaults: Iterable<readonly [string, string | undefined]>,
): void {
  for (const [key, value] of defaults) setDefault(values, key, value);
}

const sameName = (
  member: SavedFamilyMember,
  given: string | undefined,
  family: string | undefined,
): boolean =>
  given !== undefined &&
  family !== undefined &&
  member.firstName.trim().toLowerCase() === given.toLowerCase() &&
  member.lastName.trim().toLowerCase() === family.toLowerCase();

/** Children as the form lists them: the answered ones, else the family members, and each one's documents. */
function childDefaults(values: Map<string, string>, facts: KnownFacts): void {
  const children = (facts.derivatives ?? []).filter((member) => member.relationship === 'child');
  if (children.length === 0) return;
  let answered = 0;
  while (readValue(values, 'family.child_family_name', answered + 1) !== undefined) answered++;
  if (answered === 0 && readValue(values, 'family.has_children') !== 'no') {
    setDefault(values, 'family.has_children', 'yes');
    children.forEach((member, index) => {
      const item = index + 1;
      setDefault(values, valueKey('family.child_family_name', item), member.lastName);
      setDefault(values, valueKey('family.child_given_name', item), member.firstName);
      setDefault(values, valueKey('family.child_birth_date', item), member.dateOfBirth);
    });
    answered = children.length;
  }
  for (let item = 1; item <= answered; item++) {
    const given = readValue(values, 'family.child_given_name', item);
    const family = readValue(values, 'family.child_family_name', item);
    const member = children.find((candidate) => sameName(candidate, given, family));
    const documents = member === undefined ? undefined : facts.derivativeDocuments?.get(member.id);
    if (documents === undefined) continue;
    setDefaults(
      values,
      documentDefaults(documents, 'child').map(([key, value]) => [valueKey(key, item), value] as const),
    );
  }
}

/**
 * The values a form is filled from, by precedence: (1) the applicant's legal answers, which were asked
 * prefilled from the confirmed documents and so hold what the applicant confirmed or corrected; (2) the
 * confirmed document values, for questions not answered yet; (3) the profile and the family members;
 * then the values computed from them.
 */
export function buildFormValues(
  named: NamedAnswers | readonly NamedAnswers[] | null,
  facts: KnownFacts = {},
): FormValues {
  const values = new Map<string, string>();
  for (const answers of named === null ? [] : Array.isArray(named) ? named : [named as NamedAnswers])
    for (const [key, value] of answersToValues(answers)) values.set(key, value);
  const { profile, documents = {} } = facts;
  setDefaults(values, documentDefaults(documents, 'principal'));
  setDefaults(
    values,
    (facts.screening ?? []).map(({ key, value }) => [key, value] as const),
  );
  setDefault(values, 'about_you.family_name', profile?.lastName);
  setDefault(values, 'about_you.given_name', profile?.name);
  setDefault(values, 'about_you.a_number', profile?.aNumber);
  setDefault(values, 'about_you.birth_date', profile?.dateOfBirth);
  setDefault(values, 'about_you.sex', sexFromDocument(profile?.gender ?? undefined));

  const spouse = facts.derivatives?.find((member) => member.relationship === 'spouse');
  if (spouse !== undefined) {
    setDefault(values, 'family.married', 'yes');
    const spouseDocuments = facts.derivativeDocuments?.get(spouse.id);
    if (spouseDocuments !== undefined) setDefaults(values, documentDefaults(spouseDocuments, 'spouse'));
    setDefault(values, 'family.spouse_family_name', spouse.lastName);
    setDefault(values, 'family.spouse_given_name', spouse.firstName);
    setDefault(values, 'family.spouse_birth_date', spouse.dateOfBirth);
  }
  childDefaults(values, facts);
  if (facts.residence) {
    const { street, apartment, city, state, zip } = facts.residence;
    for (const [part, value] of Object.entries({ street, city, state, zip }))
      values.set(`about_you.${part}`, value);
    if (apartment) values.set('about_you.apartment', apartment);
    else values.delete('about_you.apartment');
  }
  computeValues(values);
  computeTvisaValues(values);
  computeTvisaWorkPermitValues(values, facts.strategy, facts.contact);
  const category =
    facts.strategy === undefined || facts.strategy === null ? undefined : I765_CATEGORY[facts.strategy];
  if (category !== undefined) {
    values.set('computed.eligibility_letter', category[0]);
    values.set('computed.eligibility_number', category[1]);
  }
  computeNoticeContact(values, facts.contact);
  computeVawaValues(values, facts.strategy);
  return values;
}

/**
 * The I-765 category each case type files under: (c)(8) pending asylum (8 CFR 274a.12(c)(8)); (c)(40) a
 * T visa application found bona fide, filed with the I-914 (USCIS Policy Manual 3-B-6).
 */
const I765_CATEGORY: Partial<Record<Strategy, readonly [string, string]>> = {
  asylum: ['c', '8'],
  tvisa: ['c', '40'],
};

/** Values the forms print that no question asks as such. */
function computeValues(values: Map<string, string>): void {
  const given = readValue(values, 'about_you.given_name');
  const middle = readValue(values, 'about_you.middle_name');
  const family = readValue(values, 'about_you.family_name');
  const fullName = [given, middle, family].filter((part) => part !== undefined).join(' ');
  if (fullName !== '') values.set('computed.full_name', fullName);
  let children = 0;
  while (readValue(values, 'family.child_family_name', children + 1) !== undefined) children++;
  values.set(
    'computed.children_count',
    String(readValue(values, 'family.has_children') === 'yes' ? children : 0),
  );
  const aNumber = readValue(values, 'about_you.a_number')?.replace(/\D/g, '');
  if (aNumber !== undefined && aNumber !== '' && aNumber.length <= 9)
    values.set('computed.a_number', aNumber.padStart(9, '0'));
  // The box the applicant named (Apt., Ste. or Flr.); an apartment when a number came without one.
  if (readValue(values, 'about_you.apartment') !== undefined)
    values.set('computed.home_unit', readValue(values, 'about_you.unit_type') ?? 'apt');
  const language = readValue(values, 'about_you.native_language');
  if (readValue(values, 'about_you.fluent_english') === 'no' && language !== undefined)
    values.set('computed.interpreter_language', language);
}
