import type { Locale } from '@camino/contracts';
import type { CaseRow } from '../cases';
import type { ContractDetails } from './contract-pdf';
import type { ContractText } from './legal-documents';

const TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

// Dates are written in UTC, and say so: the server does not know the applicant's time zone, and a
// contract must not show a day that depends on where it was rendered.
export const contractDate = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(at);

export const contractDateTime = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at);

/** What the applicant pays under the contract, from the payments module's record. */
export interface ContractPrice {
  totalCents: number;
  downPaymentCents: number;
  installmentsCount: number;
}

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'USD' }).format(cents / 100);

export function describePrice(text: ContractText, locale: Locale, price: ContractPrice): string {
  const template = price.installmentsCount > 0 ? text.prices.installments : text.prices.full;
  return template
    .replaceAll('{{total}}', money(price.totalCents, locale))
    .replaceAll('{{downPayment}}', money(price.downPaymentCents, locale))
    .replaceAll('{{count}}', String(price.installmentsCount));
}

export interface Applicant {
  name: string;
  lastName: string;
}

/** The contract's details for this applicant and case, in the contract's language. */
export function contractDetails(
  text: ContractText,
  locale: Locale,
  applicant: Applicant,
  caseRow: Pick<CaseRow, 'strategy' | 'plan'>,
  at: Date,
  price: ContractPrice | null,
): ContractDetails {
  return {
    applicantName: `${applicant.name} ${applicant.lastName}`.trim(),
    strategy: text.strategies[caseRow.strategy ?? 'none'],
    plan: text.plans[caseRow.plan ?? 'none'],
    price: price ? describePrice(text, locale, price) : null,
    date: contractDate(at, locale),
  };
}
