/**
 * The family-member form as typed, and its checks. Values stay strings (and '' for an unanswered
 * yes/no) so nothing the applicant typed is lost while it is still invalid; `toFamilyMember` turns
 * them into the contracts' shape and names every broken rule by its stable key.
 */
import {
  canAddDerivative,
  familyMemberSchema,
  type CalendarDay,
  type DerivativeMessageKey,
  type FamilyMember,
  type Relationship,
  type SavedFamilyMember,
  type Strategy,
} from '@camino/contracts';
import { isDerivativeMessageKey } from './derivative-message';

export const MEMBER_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'married', 'livesInUs'] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];
export type MemberErrors = Partial<Record<MemberField | 'relationship', DerivativeMessageKey>>;

export type YesNo = '' | 'yes' | 'no';

export interface MemberValues {
  relationship: Relationship;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD` once complete; partial text while the date is being typed. */
  dateOfBirth: string;
  married: YesNo;
  livesInUs: YesNo;
}

export function emptyMember(relationship: Relationship): MemberValues {
  return { relationship, firstName: '', lastName: '', dateOfBirth: '', married: '', livesInUs: '' };
}

const toYesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');

export function valuesOf(member: SavedFamilyMember | FamilyMember): MemberValues {
  return {
    relationship: member.relationship,
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth,
    married: toYesNo(member.married),
    livesInUs: toYesNo(member.livesInUs),
  };
}

/** Which field a rule is about, so its message sits under the control that can fix it. */
const FIELD_OF_RULE: Partial<Record<DerivativeMessageKey, MemberField | 'relationship'>> = {
  derivativeRelationshipInvalid: 'relationship',
  spouseNotAllowed: 'relationship',
  childNotAllowed: 'relationship',
  derivativeOneSpouse: 'relationship',
  derivativeBirthDateInvalid: 'dateOfBirth',
  derivativeBornInFuture: 'dateOfBirth',
  childTooOld: 'dateOfBirth',
  spouseNotMarried: 'married',
  childMarried: 'married',
  spouseOutsideUs: 'livesInUs',
  childOutsideUs: 'livesInUs',
};

/** Files a rule key under its field; name and answer keys need the field the schema named. */
export function addError(errors: MemberErrors, key: string, path?: string): void {
  if (!isDerivativeMessageKey(key)) return;
  const field = FIELD_OF_RULE[key] ?? MEMBER_FIELDS.find((name) => name === path);
  if (field && !errors[field]) errors[field] = key;
}

export type MemberCheck =
  | { readonly member: FamilyMember; readonly errors?: undefined }
  | { readonly member?: undefined; readonly errors: MemberErrors };

/** Checks the form against the shared schema and the case type's rules, on the applicant's today. */
export function toFamilyMember(values: MemberValues, strategy: Strategy, today: CalendarDay): MemberCheck {
  const parsed = familyMemberSchema.safeParse({
    ...values,
    married: values.married === '' ? undefined : values.married === 'yes',
    livesInUs: values.livesInUs === '' ? undefined : values.livesInUs === 'yes',
  });
  const errors: MemberErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(errors, issue.message, String(issue.path[0] ?? ''));
    return { errors };
  }
  const check = canAddDerivative(strategy, parsed.data, today);
  if (check.ok) return { member: parsed.data };
  for (const reason of check.reasons) addError(errors, reason);
  return { errors };
}

export const fullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName.trim()} ${member.lastName.trim()}`.trim();
