import type { DataOption } from '@camino/contracts';
import countries from 'i18n-iso-countries';
import { displayNames, type Lang, sortByLabel } from './display-names';

// The ISO 3166-1 list comes from the package; the names come from ICU in the applicant's language.
const CODES = Object.keys(countries.getAlpha2Codes());

/** Countries as ISO 3166-1 alpha-2 codes with their names in `lang`. */
export function listCountries(lang: Lang): DataOption[] {
  const name = displayNames(lang, 'region');
  return sortByLabel(
    CODES.map((code) => ({ value: code, label: name(code) })),
    lang,
  );
}

export const isCountryCode = (value: string): boolean => CODES.includes(value);
