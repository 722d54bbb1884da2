import type { DefaultSource, DocumentValues } from '@camino/contracts';
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

/** One legal answer a confirmed document gives, and which document says it. */
export interface DocumentDefault {
  readonly key: string;
  readonly value: string | undefined;
  readonly source: DefaultSource;
}

/** The first value present among a value's documents, with the document it comes from. */
function firstOf(...candidates: (readonly [DefaultSource, string | undefined])[]) {
  const found = candidates.find(([, value]) => value !== undefined);
  return { value: found?.[1], source: found?.[0] ?? candidates[0]![0] };
}

const entry = (key: string, source: DefaultSource, value: string | undefined): DocumentDefault => ({
  key,
  source,
  value,
});

/**
 * Which legal answer each confirmed document value stands for, and the document that gives it. The
 * most recent I-94 is the most recent entry, the first one the asylum questionnaire lists. Countries
 * stay codes where the mapping formats them (`format: country`) and become names where the answer is
 * free text.
 */
export function documentDefaultEntries(documents: DocumentValues, owner: DocumentOwner): DocumentDefault[] {
  const d = documents;
  const birthDate = firstOf(['passport', d.passport_birth_date], ['birth_certificate', d.birth_cert_date]);
  const birthPlace = joinPlace(d.birth_cert_city, countryName(d.birth_cert_country));
  if (owner === 'principal') {
    const family = firstOf(
      ['passport', d.passport_family_name],
      ['birth_certificate', d.birth_cert_family_name],
    );
    const given = firstOf(
      ['passport', d.passport_given_names],
      ['birth_certificate', d.birth_cert_given_names],
    );
    // A passport writes all given names in one field ("MARIA JOSE"); the forms ask the first and the
    // middle names apart. The first is offered as the first name and the rest as middle names, shown
    // to the applicant to confirm or correct (a double first name is moved back by them).
    const [first, ...middle] = given.value?.trim().split(/\s+/) ?? [];
    return [
      { key: 'about_you.family_name', ...family },
      { key: 'about_you.given_name', value: first, source: given.source },
      {
        key: 'about_you.middle_name',
        value: middle.length === 0 ? undefined : middle.join(' '),
        source: given.source,
      },
      { key: 'about_you.birth_date', ...birthDate },
      entry('about_you.sex', 'passport', sexFromDocument(d.passport_sex)),
      entry('about_you.birth_city', 'birth_certificate', d.birth_cert_city),
      entry('about_you.birth_country', 'birth_certificate', d.birth_cert_country),
      // A country choice: the document's code, printed as the country's English name.
      entry('about_you.nationality', 'passport', d.passport_nationality),
      entry('about_you.has_passport', 'passport', d.passport_number === undefined ? undefined : 'yes'),
      entry('about_you.passport_number', 'passport', d.passport_number),
      entry('about_you.passport_country', 'passport', d.passport_country),
      entry('about_you.passport_issued', 'passport', d.passport_issue_date),
      entry('about_you.passport_expiry', 'passport', d.passport_expiry_date),
      entry('about_you.i94_number', 'i94', d.i94_number),
      entry('about_you.entry_date#1', 'i94', d.i94_admission_date),
      entry('about_you.entry_status#1', 'i94', d.i94_admission_class),
      entry('about_you.entry_status_expires#1', 'i94', d.i94_admit_until),
      entry('about_you.last_arrival_date', 'i94', d.i94_admission_date),
      // The asylum questionnaire asks the marriage in "Family", the VAWA spouse's in "Your marriage".
      ...(['family', 'relationship'] as const).flatMap((section) => [
        entry(`${section}.marriage_date`, 'marriage_certificate', d.marriage_date),
        entry(
          `${section}.marriage_place`,
          'marriage_certificate',
          joinPlace(d.marriage_city, countryName(d.marriage_country)),
        ),
      ]),
    ];
  }
  const prefix = owner === 'spouse' ? 'family.spouse_' : 'family.child_';
  const entryDate = owner === 'spouse' ? 'family.spouse_entry_date' : 'family.child_entry_date';
  // The marriage certificate is asked among the spouse's documents: its date and place are the marriage's.
  const marriage =
    owner === 'spouse'
      ? [
          entry('family.marriage_date', 'marriage_certificate', d.marriage_date),
          entry(
            'family.marriage_place',
            'marriage_certificate',
            joinPlace(d.marriage_city, countryName(d.marriage_country)),
          ),
        ]
      : [];
  return [
    ...marriage,
    { key: `${prefix}birth_date`, ...birthDate },
    entry(`${prefix}passport_number`, 'passport', d.passport_number),
    entry(`${prefix}i94_number`, 'i94', d.i94_number),
    entry(entryDate, 'i94', d.i94_admission_date),
    entry(`${prefix}entry_status`, 'i94', d.i94_admission_class),
    entry(`${prefix}stay_expires`, 'i94', d.i94_admit_until),
    entry(`${prefix}birth_place`, 'birth_certificate', birthPlace),
  ];
}

/** The legal answers a person's confirmed documents give, as key and value. */
export function documentDefaults(
  documents: DocumentValues,
  owner: DocumentOwner,
): (readonly [string, string | undefined])[] {
  return documentDefaultEntries(documents, owner).map(({ key, value }) => [key, value] as const);
}
