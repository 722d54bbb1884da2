/**
 * The values a person's identity and civil documents give the case, once the applicant confirms them
 * on the document-data screen. Forms and the legal questionnaire read them by these names, so each
 * value is asked once (one source of truth). Dates are YYYY-MM-DD; countries ISO 3166-1 alpha-3.
 */
export const DOCUMENT_VALUE_NAMES = [
  'passport_number',
  'passport_country',
  'passport_issue_date',
  'passport_expiry_date',
  'passport_given_names',
  'passport_family_name',
  'passport_birth_date',
  'passport_sex',
  'passport_nationality',
  'national_id_number',
  'national_id_country',
  'i94_number',
  'i94_admission_date',
  'i94_admission_class',
  'i94_admit_until',
  'birth_cert_given_names',
  'birth_cert_family_name',
  'birth_cert_date',
  'birth_cert_city',
  'birth_cert_country',
  'marriage_date',
  'marriage_city',
  'marriage_country',
  'marriage_spouse_1_name',
  'marriage_spouse_2_name',
  'marriage_end_date',
  'marriage_end_how',
] as const;

export type DocumentValueName = (typeof DOCUMENT_VALUE_NAMES)[number];

/** Confirmed values of one person's documents. */
export type DocumentValues = Partial<Record<DocumentValueName, string>>;
