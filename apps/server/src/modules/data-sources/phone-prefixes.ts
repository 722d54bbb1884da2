import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { displayNames, type Lang } from './display-names';

export interface PhonePrefix {
  country: string;
  name: string;
  prefix: string;
}

/** Calling codes per country from libphonenumber's metadata, the same the phone fields are checked with. */
export function listPhonePrefixes(lang: Lang): PhonePrefix[] {
  const name = displayNames(lang, 'region');
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return getCountries()
    .map((country) => ({ country, name: name(country), prefix: `+${getCountryCallingCode(country)}` }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
