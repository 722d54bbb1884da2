import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Numbers written without a country code are read as U.S. numbers. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** The E.164 form of a phone number (`+12025550123`), or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** `+1 ••• ••• 0123`: enough for the owner to recognise the number. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const lastDigits = e164.slice(-4);
  return parsed ? `+${parsed.countryCallingCode} ••• ••• ${lastDigits}` : `••• ${lastDigits}`;
}

/** `m•••a@e•••.com`: the first and last letter of the name and the first letter of the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const maskedName = name.length <= 2 ? `${name[0]}•••` : `${name[0]}•••${name[name.length - 1]}`;
  const maskedDomain = dot > 0 ? `${domain[0]}•••${domain.slice(dot)}` : `${domain[0]}•••`;
  return `${maskedName}@${maskedDomain}`;
}
