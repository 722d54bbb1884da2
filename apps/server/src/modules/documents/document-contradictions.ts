/**
 * Where a document the applicant confirmed says something else than an answer they already gave:
 * their name and date of birth (personal information), their nationality, country of birth and last
 * arrival (the legal questionnaire), or a family member's name and date of birth (`/derivatives`).
 * Both values are named on the screen so the applicant can correct whichever is wrong.
 */
import type { DocumentData, DocumentValueName, DocumentValues, Locale } from '@camino/contracts';
import countries from 'i18n-iso-countries';
import type { Db } from '../../db/database';
import { findCaseById, listDerivatives } from '../cases';
import { caseOwnerOf, findOwnerNamedAnswers } from '../questionnaire';
import { findPersonalInfo } from '../workspace';
import type { DocumentRow } from './case-documents';

const LEGAL_QUESTIONNAIRE = 'legal';

type Comparison = 'text' | 'date' | 'nationality' | 'country';
type Answered = Partial<Record<DocumentValueName, { value: string; compare: Comparison }>>;

const comparable = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The legal answers by `section.question`, the first loop item under the bare name. */
async function legalAnswers(db: Db, caseId: string): Promise<Map<string, string>> {
  const caseRow = await findCaseById(db, caseId);
  const facts = new Map<string, string>();
  if (!caseRow) return facts;
  const named = await findOwnerNamedAnswers(
    db,
    caseOwnerOf({ accountId: caseRow.accountId }),
    LEGAL_QUESTIONNAIRE,
  );
  for (const answer of named?.answers ?? []) {
    const name = named!.names.get(answer.questionId);
    if (name !== undefined && answer.loopId <= 1 && answer.response.trim() !== '')
      facts.set(name, answer.response.trim());
  }
  return facts;
}

const countryNames = (alpha3: string): string[] => {
  const alpha2 = countries.alpha3ToAlpha2(alpha3.toUpperCase());
  if (!alpha2) return [];
  return ['en', 'es'].flatMap((locale) => {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(alpha2);
    return name ? [name] : [];
  });
};

/**
 * Nationality is free text ("Honduran", "hondureña", "Honduras"): it agrees with the passport's
 * country when it names the country or starts like one of the country's words (the demonym).
 */
function nationalityAgrees(alpha3: string, answer: string): boolean {
  const said = comparable(answer);
  const alpha2 = countries.alpha3ToAlpha2(alpha3.toUpperCase())?.toLowerCase();
  if (said === alpha3.toLowerCase() || said === alpha2) return true;
  const words = said.split(/[^a-z]+/).filter(Boolean);
  return countryNames(alpha3).some((name) => {
    const folded = comparable(name);
    if (said.includes(folded)) return true;
    return folded
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4)
      .some((word) => words.some((w) => w.length >= 4 && w.startsWith(word.slice(0, 4))));
  });
}

function agrees(documentValue: string, answered: { value: string; compare: Comparison }): boolean {
  switch (answered.compare) {
    case 'nationality':
      return nationalityAgrees(documentValue, answered.value);
    case 'country':
      return countries.alpha3ToAlpha2(documentValue.toUpperCase()) === answered.value.toUpperCase();
    default:
      return comparable(documentValue) === comparable(answered.value);
  }
}

/** A country code (alpha-2 or alpha-3) by its name in the applicant's language. */
function countryShown(code: string, locale: Locale): string {
  const alpha2 = code.length === 3 ? countries.alpha3ToAlpha2(code.toUpperCase()) : code.toUpperCase();
  if (!alpha2) return code;
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(alpha2) ?? code;
}

async function answeredValues(db: Db, row: DocumentRow): Promise<Answered> {
  if (row.derivativeId) {
    const member = (await listDerivatives(db, row.caseId)).find((m) => m.id === row.derivativeId);
    if (!member) return {};
    const given = { value: member.firstName, compare: 'text' as const };
    const family = { value: member.lastName, compare: 'text' as const };
    const born = member.dateOfBirth ? { value: member.dateOfBirth, compare: 'date' as const } : undefined;
    return {
      passport_given_names: given,
      passport_family_name: family,
      birth_cert_given_names: given,
      birth_cert_family_name: family,
      ...(born ? { passport_birth_date: born, birth_cert_date: born } : {}),
    };
  }
  const [info, legal] = await Promise.all([findPersonalInfo(db, row.caseId), legalAnswers(db, row.caseId)]);
  const answered: Answered = {};
  if (info) {
    const given = { value: info.name, compare: 'text' as const };
    const family = { value: info.lastName, compare: 'text' as const };
    const born = { value: info.dateOfBirth, compare: 'date' as const };
    Object.assign(answered, {
      passport_given_names: given,
      passport_family_name: family,
      passport_birth_date: born,
      birth_cert_given_names: given,
      birth_cert_family_name: family,
      birth_cert_date: born,
    });
  }
  const nationality = legal.get('about_you.nationality');
  if (nationality) answered.passport_nationality = { value: nationality, compare: 'nationality' };
  const birthCountry = legal.get('about_you.birth_country');
  if (birthCountry) answered.birth_cert_country = { value: birthCountry, compare: 'country' };
  // The questionnaire lists the most recent entry first, which is the one the I-94 records.
  const arrival = legal.get('about_you.entry_date');
  if (arrival) answered.i94_admission_date = { value: arrival, compare: 'date' };
  return answered;
}

/** The contradictions, in the order of the document's questions. */
export async function findContradictions(
  db: Db,
  row: DocumentRow,
  names: readonly DocumentValueName[],
  confirmed: DocumentValues,
  locale: Locale,
): Promise<DocumentData['contradictions']> {
  const answered = await answeredValues(db, row);
  return names.flatMap((name) => {
    const [documentValue, answer] = [confirmed[name], answered[name]];
    if (!documentValue || !answer || agrees(documentValue, answer)) return [];
    const isCountry = answer.compare === 'country' || answer.compare === 'nationality';
    return [
      {
        name,
        documentValue: isCountry ? countryShown(documentValue, locale) : documentValue,
        // Nationality is now a country choice (its code); answers typed before that stay as typed.
        answeredValue:
          answer.compare === 'country' ||
          (answer.compare === 'nationality' && /^[A-Za-z]{2}$/.test(answer.value))
            ? countryShown(answer.value, locale)
            : answer.value,
      },
    ];
  });
}
