/**
 * The applicant's personal information (My profile and the Personal info screen). Issue messages are
 * stable keys of PERSONAL_INFO_MESSAGES; the client shows the text of the user's language.
 */
import { z } from 'zod';
import { text } from '../text/text';
import { normalizePhone } from '../auth/phone';
import type { CalendarDay } from './calendar-date';
import { calendarDayOf, isCalendarDay } from './calendar-date';

export const PERSONAL_INFO_MESSAGES = {
  personalInfoRequired: { en: 'This field is required', es: 'Este campo es obligatorio' },
  personalInfoInvalidFormat: { en: 'Invalid format', es: 'Formato no válido' },
  personalInfoTooLong: { en: 'This text is too long.', es: 'Este texto es demasiado largo.' },
  aNumberInvalid: {
    en: 'Enter your A-Number: 8 or 9 digits, with or without the letter A.',
    es: 'Escriba su número A: 8 o 9 dígitos, con o sin la letra A.',
  },
  birthDateInvalid: { en: 'Enter a real date of birth.', es: 'Escriba una fecha de nacimiento válida.' },
  birthDateInFuture: {
    en: 'The date of birth cannot be today or in the future.',
    es: 'La fecha de nacimiento no puede ser hoy ni en el futuro.',
  },
  birthDateTooEarly: {
    en: 'The date of birth cannot be before 1900.',
    es: 'La fecha de nacimiento no puede ser anterior a 1900.',
  },
  genderInvalid: { en: 'Choose male or female.', es: 'Elija masculino o femenino.' },
  emailInvalid: { en: 'Type a valid email address', es: 'Escriba un correo electrónico válido' },
  phoneInvalid: {
    en: 'Enter a valid phone number. Include the country code if it is not a U.S. number.',
    es: 'Escriba un número de teléfono válido. Incluya el código del país si no es un número de EE. UU.',
  },
  personalInfoSaveFailed: {
    en: "We couldn't save the latest changes. Please try again.",
    es: 'No pudimos guardar los últimos cambios. Inténtelo de nuevo.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** A stable key of a personal-information message. */
export type PersonalInfoMessageKey = keyof typeof PERSONAL_INFO_MESSAGES;

/** The spec's message when saving personal information fails (section 8). */
export const PERSONAL_INFO_SAVE_FAILED = PERSONAL_INFO_MESSAGES.personalInfoSaveFailed;

export const BIRTH_DATE_MIN: CalendarDay = '1900-01-01';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * The 9-digit form of an A-Number (`A-12-345-678` → `012345678`), or null when it is not one. Accepts an
 * optional leading A, spaces, dashes and dots; 8-digit numbers are zero-padded as USCIS forms expect.
 */
export function normalizeANumber(input: string): string | null {
  const compact = input.trim().replace(/[\s.-]/g, '');
  const digits = /^[Aa]?(\d{8,9})$/.exec(compact)?.[1];
  if (digits === undefined) return null;
  const padded = digits.padStart(9, '0');
  return /^0+$/.test(padded) ? null : padded;
}

/** `A-012-345-678`, how the number is printed on USCIS notices. */
export function formatANumber(nineDigits: string): string {
  return `A-${nineDigits.slice(0, 3)}-${nineDigits.slice(3, 6)}-${nineDigits.slice(6)}`;
}

const hostile = { invalidMessage: 'personalInfoInvalidFormat', requiredMessage: 'personalInfoRequired' };

const nameSchema = text(hostile)
  .min(1, { message: 'personalInfoRequired' })
  .max(100, { message: 'personalInfoTooLong' });

/** Optional: many applicants do not have an A-Number yet. Empty input means none. */
const aNumberSchema = text({ ...hostile, requiredMessage: 'aNumberInvalid' })
  .transform((value, context) => {
    if (value === '') return null;
    const normalized = normalizeANumber(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: 'aNumberInvalid' });
      return z.NEVER;
    }
    return normalized;
  })
  .nullish()
  .transform((value) => value ?? null);

const emailSchema = text(hostile)
  .toLowerCase()
  .min(1, { message: 'personalInfoRequired' })
  .pipe(z.email({ message: 'emailInvalid' }).max(254, { message: 'emailInvalid' }));

const phoneSchema = text(hostile)
  .min(1, { message: 'personalInfoRequired' })
  .max(32, { message: 'phoneInvalid' })
  .transform((value, context) => {
    const e164 = normalizePhone(value);
    if (e164 === null) {
      context.addIssue({ code: 'custom', message: 'phoneInvalid' });
      return z.NEVER;
    }
    return e164;
  });

/** A real date of birth from 1900 to yesterday; `today` defaults to the runtime's day at parse time. */
function birthDateSchema(today?: CalendarDay) {
  return text(hostile)
    .min(1, { message: 'personalInfoRequired' })
    .superRefine((value, context) => {
      // Zod keeps checking after `min` fails; an empty value has already been reported.
      if (value === '') return;
      if (!isCalendarDay(value)) context.addIssue({ code: 'custom', message: 'birthDateInvalid' });
      else if (value < BIRTH_DATE_MIN) context.addIssue({ code: 'custom', message: 'birthDateTooEarly' });
      else if (value >= (today ?? calendarDayOf(new Date())))
        context.addIssue({ code: 'custom', message: 'birthDateInFuture' });
    });
}

/**
 * The personal information schema as of `today` (the applicant's calendar day). Without it, the date of
 * birth is compared with the runtime's own day each time a value is parsed.
 */
export function createPersonalInfoSchema(today?: CalendarDay) {
  return z.object({
    name: nameSchema,
    lastName: nameSchema,
    /** Normalised to 9 digits, or null when the applicant has none. */
    aNumber: aNumberSchema,
    dateOfBirth: birthDateSchema(today),
    gender: z.enum(GENDERS, { message: 'genderInvalid' }),
    email: emailSchema,
    /** Normalised to E.164, e.g. `+12025550123`. */
    phone: phoneSchema,
  });
}

/** Personal information, checked against the current day at parse time. */
export const personalInfoSchema = createPersonalInfoSchema();
/** Personal information after parsing: A-Number normalised, e-mail lower-cased, phone in E.164. */
export type PersonalInfo = z.output<typeof personalInfoSchema>;
/** Personal information as a form sends it. */
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
