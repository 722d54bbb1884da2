/**
 * The card form of spec sections 3 and 5. Card rules (brand detection, Luhn, lengths, expiry, CVV
 * size per brand) come from `card-validator`, Braintree's maintained library, which runs the same in
 * the browser and on the server. Each failed rule is one stable key per field.
 */
import cardValidator from 'card-validator';
import { z } from 'zod';

export const CARD_FIELDS = ['nameOnCard', 'number', 'expiry', 'cvv', 'postalCode', 'email'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The brands the payment provider takes from U.S. customers; any other brand is an unknown card type. */
export const ACCEPTED_CARD_TYPES = [
  'visa',
  'mastercard',
  'american-express',
  'discover',
  'diners-club',
  'jcb',
  'unionpay',
] as const;
export type CardType = (typeof ACCEPTED_CARD_TYPES)[number];

export const CARD_ERRORS = [
  'card.nameInvalid',
  'card.numberRequired',
  'card.numberInvalid',
  'card.typeUnknown',
  'card.expiryInvalid',
  'card.cvvRequired',
  'card.cvvInvalid',
  'card.postalCodeInvalid',
  'card.emailInvalid',
] as const;
export type CardError = (typeof CARD_ERRORS)[number];

/** The form as typed. */
export interface CardForm {
  readonly nameOnCard: string;
  readonly number: string;
  /** `MM/YY` or `MM/YYYY`. */
  readonly expiry: string;
  readonly cvv: string;
  readonly postalCode: string;
  readonly email: string;
}

export type CardFormErrors = Partial<Record<CardField, CardError>>;

const isAcceptedType = (type: string): type is CardType =>
  (ACCEPTED_CARD_TYPES as readonly string[]).includes(type);

/** The accepted brand of a card number, or null when it is not one we recognise and take. */
export function cardTypeOf(number: string): CardType | null {
  const type = cardValidator.number(number).card?.type;
  return type !== undefined && isAcceptedType(type) ? type : null;
}

function checkName(value: string): CardError | null {
  const name = value.trim();
  // card-validator refuses empty names and names made only of digits (a card number in the wrong box).
  if (!cardValidator.cardholderName(name).isValid || name.length > 100 || !/\p{L}/u.test(name)) {
    return 'card.nameInvalid';
  }
  return null;
}

function checkNumber(value: string): CardError | null {
  if (value.trim() === '') return 'card.numberRequired';
  if (!/^[\d\s-]+$/.test(value.trim())) return 'card.numberInvalid';
  const result = cardValidator.number(value.trim());
  // No brand and no way to become one: the prefix belongs to no known card network.
  if (!result.card) return result.isPotentiallyValid ? 'card.numberInvalid' : 'card.typeUnknown';
  if (!isAcceptedType(result.card.type)) return 'card.typeUnknown';
  return result.isValid ? null : 'card.numberInvalid';
}

function checkCvv(value: string, number: string): CardError | null {
  const cvv = value.trim();
  if (cvv === '') return 'card.cvvRequired';
  // American Express uses 4 digits, the others 3; when the brand is unknown either size passes here.
  const size = cardValidator.number(number.trim()).card?.code.size;
  return cardValidator.cvv(cvv, size ?? [3, 4]).isValid ? null : 'card.cvvInvalid';
}

function checkPostalCode(value: string): CardError | null {
  const code = value.trim();
  // Any country's format: some applicants pay with a relative's card issued abroad.
  const valid =
    cardValidator.postalCode(code, { minLength: 3 }).isValid && /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(code);
  return valid ? null : 'card.postalCodeInvalid';
}

/** Checks every field of the card form; an empty object means the form is valid. */
export function validateCardForm(form: CardForm): CardFormErrors {
  const errors: CardFormErrors = {};
  const checks: [CardField, CardError | null][] = [
    ['nameOnCard', checkName(form.nameOnCard)],
    ['number', checkNumber(form.number)],
    ['expiry', cardValidator.expirationDate(form.expiry.trim()).isValid ? null : 'card.expiryInvalid'],
    ['cvv', checkCvv(form.cvv, form.number)],
    ['postalCode', checkPostalCode(form.postalCode)],
    ['email', z.email().safeParse(form.email.trim()).success ? null : 'card.emailInvalid'],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/**
 * The card form as a zod schema: each issue's message is the field's stable error key. The output is
 * normalised (number and CVV digits only, name and postal code trimmed, email lower-cased) with the brand.
 */
export const cardFormSchema = z
  .object({
    nameOnCard: z.string().default(''),
    number: z.string().default(''),
    expiry: z.string().default(''),
    cvv: z.string().default(''),
    postalCode: z.string().default(''),
    email: z.string().default(''),
  })
  .superRefine((form, context) => {
    for (const [field, error] of Object.entries(validateCardForm(form))) {
      context.addIssue({ code: 'custom', path: [field], message: error });
    }
  })
  .transform((form) => ({
    nameOnCard: form.nameOnCard.trim(),
    number: form.number.replace(/\D/g, ''),
    cardType: cardTypeOf(form.number.trim()) as CardType,
    expiry: form.expiry.trim(),
    cvv: form.cvv.trim(),
    postalCode: form.postalCode.trim().toUpperCase(),
    email: form.email.trim().toLowerCase(),
  }));
export type ValidCardForm = z.output<typeof cardFormSchema>;
