import type { TextFormat } from '@camino/content';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

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
      return /^[A-Z]{2}$/.test(value) ? (countryNames.of(value) ?? value) : value;
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
  }
}
