import type { Strategy } from '@camino/contracts';
import { readValue, valueKey } from './form-values';
import type { ContactFacts } from './notice-address';

/** "Maria Lopez; Mary L." → each name used, in the order written. */
const namesIn = (text: string): string[] =>
  text
    .split(/[;\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The work permit answers of a T visa applicant, who has no work permit questionnaire: the I-765 reads
 * its citizenship and other names from the T visa answers, and its mobile phone and email from the safe
 * phone and email the applicant gave for USCIS, each only when the applicant said that channel is safe
 * (8 U.S.C. 1367). An answer the applicant gave for the work permit itself always wins.
 */
export function computeTvisaWorkPermitValues(
  values: Map<string, string>,
  strategy: Strategy | null | undefined,
  contact: ContactFacts | undefined,
): void {
  if (strategy !== 'tvisa') return;
  const setDefault = (key: string, value: string | undefined): void => {
    if (value !== undefined && readValue(values, key) === undefined) values.set(key, value);
  };
  setDefault('work_permit.citizenship', readValue(values, 'about_you.nationality'));
  const otherNames = readValue(values, 'about_you.other_names');
  if (otherNames !== undefined && readValue(values, 'work_permit.other_family_name', 1) === undefined) {
    // The form's boxes split a name into family, given and middle; the T visa asks for names whole, so
    // each is printed whole, as the I-914 prints them.
    namesIn(otherNames).forEach((name, index) =>
      values.set(valueKey('work_permit.other_family_name', index + 1), name),
    );
  }
  const channels = contact?.channels ?? { email: false, textMessages: false };
  if (channels.textMessages)
    setDefault('work_permit.mobile_phone', readValue(values, 'signature.safe_phone'));
  if (channels.email) setDefault('work_permit.email', readValue(values, 'signature.email'));
}
