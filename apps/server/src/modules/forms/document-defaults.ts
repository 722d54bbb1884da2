import type { DocumentValues } from '@camino/contracts';
import countries from 'i18n-iso-countries';

/** Whose documents: the applicant's, the spouse's or a child's (whose keys take the loop item). */
export type DocumentOwner = 'principal' | 'spouse' | 'child';

const englishCountry = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A document's ISO 3166-1 alpha-3 country as its English name (free-text answers take names). */
function countryName(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  const alpha2 = countries.alpha3ToAlpha2(code.toUpperCase());
  return alpha2 === undefined ? code : (englishCountry.of(alpha2) ?? code);
}

/** `M`/`F` (passport) or male/female (profile) as the answer's option id. */
export function sexFromDocument(value: string | undefined): string | undefined {
  const letter = value?.trim().charAt(0).toUpperCase();
  return letter === 'M' ? 'male' : letter === 'F' ? 'female' : undefined;
}

const joinPlace = (...parts: (string | undefined)[]): string | undefined => {
  const present = parts.filter((part): part is string => part !== undefined && part.trim() !== '');
  return present.length === 0 ? undefined : present.join(', ');
};

/**
 * Which legal answer each confirmed document value stands for. The most recent I-94 is the most recent
 * entry, the first one the asylum questionnaire lists. Countries stay codes where the mapping formats
 * them (`format: country`) and become names where the answer is free text.
 */
export function documentDefaults(
  documents: DocumentValues,
  owner: DocumentOwner,
): (readonly [string, string | undefined])[] {
  const d = documents;
  if (owner === 'principal')
    return [
      ['about_you.family_name', d.passport_family_name ?? d.birth_cert_family_name],
      ['about_you.given_name', d.passport_given_names ?? d.birth_cert_given_names],
      ['about_you.birth_date', d.passport_birth_date ?? d.birth_cert_date],
      ['about_you.sex', sexFromDocument(d.passport_sex)],
      ['about_you.birth_city', d.birth_cert_city],
      ['about_you.birth_country', d.birth_cert_country],
      ['about_you.nationality', countryName(d.passport_nationality)],
      ['about_you.has_passport', d.passport_number === undefined ? undefined : 'yes'],
      ['about_you.passport_number', d.passport_number],
      ['about_you.passport_country', d.passport_country],
      ['about_you.passport_expiry', d.passport_expiry_date],
      ['about_you.i94_number', d.i94_number],
      ['about_you.entry_date#1', d.i94_admission_date],
      ['about_you.entry_status#1', d.i94_admission_class],
      ['about_you.entry_status_expires#1', d.i94_admit_until],
      ['family.marriage_date', d.marriage_date],
      ['family.marriage_place', joinPlace(d.marriage_city, countryName(d.marriage_country))],
    ];
  const prefix = owner === 'spouse' ? 'family.spouse_' : 'family.child_';
  const entryDate = owner === 'spouse' ? 'family.spouse_entry_date' : 'family.child_entry_date';
  return [
    [`${prefix}birth_date`, d.passport_birth_date ?? d.birth_cert_date],
    [`${prefix}passport_number`, d.passport_number],
    [`${prefix}i94_number`, d.i94_number],
    [entryDate, d.i94_admission_date],
    [`${prefix}entry_status`, d.i94_admission_class],
    [`${prefix}stay_expires`, d.i94_admit_until],
    [`${prefix}birth_place`, joinPlace(d.birth_cert_city, countryName(d.birth_cert_country))],
  ];
}
