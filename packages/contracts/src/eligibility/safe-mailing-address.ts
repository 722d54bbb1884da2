/**
 * The safe mailing address, asked after an eligible outcome and changed from the profile. Stored in
 * `safeContact.mailingAddress`, which the package and the official forms read.
 */
import { z } from 'zod';
import { text } from '../text/text';

/** Messages of the safe mailing address form under stable keys, in both languages. */
export const SAFE_ADDRESS_MESSAGES = {
  required: { en: 'This field is required', es: 'Este campo es obligatorio' },
  invalidFormat: { en: 'Invalid format', es: 'Formato no válido' },
  plainLetters: {
    en: 'USCIS forms only accept letters without accents or ñ.',
    es: 'Los formularios de USCIS solo aceptan letras sin acentos ni ñ.',
  },
  tooLong: { en: 'This is too long.', es: 'Es demasiado largo.' },
  zip: { en: 'The ZIP code has 5 digits.', es: 'El código postal tiene 5 dígitos.' },
  state: { en: 'Please choose a state.', es: 'Por favor, elija un estado.' },
} as const;

export type SafeAddressMessageKey = keyof typeof SAFE_ADDRESS_MESSAGES;

/** The text of a message key in a language; unknown keys come back as they are. */
export function safeAddressMessage(key: string, locale: 'en' | 'es'): string {
  return key in SAFE_ADDRESS_MESSAGES ? SAFE_ADDRESS_MESSAGES[key as SafeAddressMessageKey][locale] : key;
}

// The same plain characters the questionnaire's USCIS check accepts.
const USCIS_PLAIN = /^[A-Za-z0-9 .,;:'"?!()\-/#&@+_]*$/;

const line = (max: number) =>
  text({ invalidMessage: 'invalidFormat', requiredMessage: 'required' })
    .max(max, { message: 'tooLong' })
    .refine((value) => USCIS_PLAIN.test(value), { message: 'plainLetters' });

const requiredLine = (max: number) => line(max).refine((value) => value.length > 0, { message: 'required' });

const optionalLine = (max: number) =>
  line(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const safeMailingAddressSchema = z.object({
  inCareOf: optionalLine(60),
  street: requiredLine(80),
  unit: optionalLine(20),
  city: requiredLine(50),
  state: z.string().regex(/^[A-Z]{2}$/, { message: 'state' }),
  zip: z
    .string()
    .trim()
    .regex(/^[0-9]{5}(-[0-9]{4})?$/, { message: 'zip' }),
});
export type SafeMailingAddress = z.infer<typeof safeMailingAddressSchema>;
export type SafeMailingAddressInput = z.input<typeof safeMailingAddressSchema>;

/** A stored address as the server sends it back (already checked on the way in). */
const storedSafeMailingAddressSchema = z.object({
  inCareOf: z.string().optional(),
  street: z.string(),
  unit: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** GET and PUT /safe-contact/mailing-address. */
export const safeMailingAddressStateSchema = z.object({
  /** False when the applicant said letters to where they live are not safe (or was not sure). */
  mailSafe: z.boolean(),
  mailingAddress: storedSafeMailingAddressSchema.nullable(),
});
export type SafeMailingAddressState = z.infer<typeof safeMailingAddressStateSchema>;

export const safeMailingAddressRequestSchema = z.object({
  mailingAddress: safeMailingAddressSchema.nullable(),
});
export type SafeMailingAddressRequest = z.input<typeof safeMailingAddressRequestSchema>;
