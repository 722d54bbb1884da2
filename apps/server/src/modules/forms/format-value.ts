import type { TextFormat } from '@camino/content';
import countries from 'i18n-iso-countries';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A country's English name from an ISO 3166-1 alpha-2 (answers) or alpha-3 (documents) code; other text is kept. */
function countryName(value: string): string {
  const alpha2 = /^[A-Z]{3}$/.test(value) ? countries.alpha3ToAlpha2(value) : value;
  return alpha2 !== undefined && /^[A-Z]{2}$/.test(alpha2) ? (countryNames.of(alpha2) ?? value) : value;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** A language's English name from an ISO 639-1 code; other text is kept. */
function languageName(value: string): string {
  return /^[a-z]{2}$/.test(value) ? (languageNames.of(value) ?? value) : value;
}

const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** Digits of a U.S. phone number without the country code. */
function usPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A stored answer written the way a form field prints it; undefined when it cannot be. */
export function formatValue(value: string, format: TextFormat = 'plain'): string | undefined {
  switch (format) {
    case 'plain':
      return value;
    case 'upper':
      return value.toUpperCase();
    case 'country':
      return countryName(value);
    case 'language':
      return languageName(value);
    case 'digits':
      return value.replace(/\D/g, '');
    case 'date': {
      const match = ISO_DATE.exec(value);
      if (match === null || match[3] === undefined) return undefined;
      return `${match[2]}/${match[3]}/${match[1]}`;
    }
    case 'month_year': {
      const match = ISO_DATE.exec(value);
      return match === null ? undefined : `${match[2]}/${match[1]}`;
    }
    case 'area_code': {
      const digits = usPhoneDigits(value);
      return digits.length === 10 ? digits.slice(0, 3) : undefined;
    }
    case 'local_number': {
      const digits = usPhoneDigits(value);
      return digits.length === 10 ? digits.slice(3) : undefined;
    }
    case 'us_phone': {
      const digits = usPhoneDigits(value);
      return digits.length === 10 ? digits : undefined;
    }
  }
}
