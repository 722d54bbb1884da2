import {
  calendarDayOf,
  createPersonalInfoSchema,
  type Gender,
  isWorkspaceMessageKey,
  type Locale,
  type PersonalInfoInput,
  type PersonalInfoResponse,
  workspaceMessage,
} from '@camino/contracts';
import { type DateParts, joinIsoDate, splitIsoDate } from '../../ui/date-parts';

export const PERSONAL_INFO_FIELDS = [
  'name',
  'lastName',
  'aNumber',
  'dateOfBirth',
  'gender',
  'email',
  'phone',
] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];
export type PersonalInfoErrors = Partial<Record<PersonalInfoField, string>>;

/** What the form holds: text as typed, the date of birth in its three parts. */
export interface PersonalInfoValues {
  name: string;
  lastName: string;
  aNumber: string;
  dateOfBirth: DateParts;
  gender: Gender | '';
  email: string;
  phone: string;
}

/** A saved A-Number is shown as 9 digits, the form applicants find on their notices. */
export function toValues(info: PersonalInfoResponse): PersonalInfoValues {
  return {
    name: info.name,
    lastName: info.lastName,
    aNumber: info.aNumber ?? '',
    dateOfBirth: splitIsoDate(info.dateOfBirth),
    gender: info.gender ?? '',
    email: info.email,
    phone: info.phone ?? '',
  };
}

export function toInput(values: PersonalInfoValues): PersonalInfoInput {
  return {
    ...values,
    dateOfBirth: joinIsoDate(values.dateOfBirth),
    // An empty choice reaches the schema, which names it.
    gender: values.gender as Gender,
  };
}

const isField = (value: unknown): value is PersonalInfoField =>
  typeof value === 'string' && (PERSONAL_INFO_FIELDS as readonly string[]).includes(value);

/** A schema issue key (or any text the server sent) as the message of the user's language. */
export function fieldMessage(key: string, locale: Locale): string {
  return workspaceMessage(isWorkspaceMessageKey(key) ? key : 'personalInfoRequired', locale);
}

/** Checks the values with the same schema as the server, on the browser's own day; the first problem per field. */
export function validatePersonalInfo(values: PersonalInfoValues, locale: Locale): PersonalInfoErrors {
  const result = createPersonalInfoSchema(calendarDayOf(new Date())).safeParse(toInput(values));
  if (result.success) return {};
  const errors: PersonalInfoErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= fieldMessage(issue.message, locale);
  }
  return errors;
}

/** Field errors a 400 answer named (`body.aNumber` arrives as `aNumber`). */
export function serverFieldErrors(
  fieldErrors: readonly { field: string; message: string }[],
  locale: Locale,
): PersonalInfoErrors {
  const errors: PersonalInfoErrors = {};
  for (const { field, message } of fieldErrors)
    if (isField(field)) errors[field] ??= fieldMessage(message, locale);
  return errors;
}
