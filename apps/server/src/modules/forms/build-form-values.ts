import type { DocumentValues, SavedFamilyMember } from '@camino/contracts';
import type { Question, StoredAnswer } from '@camino/questionnaire';
import { WITHOUT_GROUP } from '@camino/questionnaire';
import type { FormValues } from './form-values';
import { readValue, valueKey } from './form-values';

/** What the case already knows besides the legal answers: asked once elsewhere, never again. */
export interface KnownFacts {
  readonly profile?: {
    readonly name: string;
    readonly lastName: string;
    readonly aNumber: string | null;
    readonly dateOfBirth: string;
    readonly gender: string;
  } | null;
  readonly documents?: DocumentValues;
  readonly derivatives?: readonly SavedFamilyMember[];
}

export interface NamedAnswers {
  readonly questions: readonly Question[];
  readonly names: ReadonlyMap<number, string>;
  readonly answers: readonly StoredAnswer[];
}

/** Answers as form values: a radio's chosen option id, a checkbox option as 'true', loop items as `#n`. */
export function answersToValues(named: NamedAnswers): Map<string, string> {
  const byId = new Map(named.questions.map((question) => [question.question_id, question]));
  const values = new Map<string, string>();
  for (const answer of named.answers) {
    const question = byId.get(answer.questionId);
    const name = named.names.get(answer.questionId);
    if (question === undefined || name === undefined) continue;
    const item = question.loop_group === WITHOUT_GROUP ? undefined : answer.loopId;
    const parent = question.parent_id === null ? undefined : byId.get(question.parent_id);
    if (question.type === 'OPTION' && parent?.type === 'RADIO') {
      const optionId = name.slice(name.lastIndexOf('.') + 1);
      const choice =
        question.properties.otTx === true && answer.response !== 'true' ? answer.response : optionId;
      values.set(valueKey(name.slice(0, name.lastIndexOf('.')), item), choice);
    } else {
      values.set(valueKey(name, item), answer.response);
    }
  }
  return values;
}

function setDefault(values: Map<string, string>, key: string, value: string | null | undefined): void {
  if (value === null || value === undefined || value.trim() === '') return;
  if (readValue(values, key) === undefined) values.set(key, value);
}

/**
 * The values a form is filled from: the legal answers first, then what the profile, the confirmed
 * documents and the family members already said, then the values computed from them.
 */
export function buildFormValues(named: NamedAnswers | null, facts: KnownFacts = {}): FormValues {
  const values = named === null ? new Map<string, string>() : answersToValues(named);
  const { profile, documents = {} } = facts;
  setDefault(values, 'about_you.family_name', documents.passport_family_name ?? profile?.lastName);
  setDefault(values, 'about_you.given_name', documents.passport_given_names ?? profile?.name);
  setDefault(values, 'about_you.a_number', profile?.aNumber);
  setDefault(values, 'about_you.birth_date', documents.passport_birth_date ?? profile?.dateOfBirth);
  if (profile?.gender === 'male' || profile?.gender === 'female')
    setDefault(values, 'about_you.sex', profile.gender);
  setDefault(values, 'about_you.passport_number', documents.passport_number);
  setDefault(values, 'about_you.passport_expiry', documents.passport_expiry_date);
  setDefault(values, 'about_you.i94_number', documents.i94_number);
  setDefault(values, 'family.marriage_date', documents.marriage_date);

  const spouse = facts.derivatives?.find((member) => member.relationship === 'spouse');
  if (spouse !== undefined) {
    setDefault(values, 'family.married', 'yes');
    setDefault(values, 'family.spouse_family_name', spouse.lastName);
    setDefault(values, 'family.spouse_given_name', spouse.firstName);
    setDefault(values, 'family.spouse_birth_date', spouse.dateOfBirth);
  }

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
  return values;
}
