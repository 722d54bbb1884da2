import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CARD_ERRORS,
  cardFormSchema,
  cardTypeOf,
  validateCardForm,
  type CardError,
  type CardField,
  type CardForm,
} from './card-form';
import { PAYMENT_MESSAGES } from './messages';

const VALID: CardForm = {
  nameOnCard: 'María José Núñez',
  number: '4242 4242 4242 4242',
  expiry: '12/28',
  cvv: '123',
  postalCode: '78701',
  email: 'maria@example.org',
};

beforeAll(() => {
  // card-validator reads the clock for the expiry; fix "today" at 21 November 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

describe('validateCardForm', () => {
  it('accepts a valid form', () => {
    expect(validateCardForm(VALID)).toEqual({});
  });

  it.each<[CardField, string, CardError]>([
    ['nameOnCard', '', 'card.nameInvalid'],
    ['nameOnCard', '   ', 'card.nameInvalid'],
    ['nameOnCard', '4242 4242', 'card.nameInvalid'],
    ['nameOnCard', '-- --', 'card.nameInvalid'],
    ['nameOnCard', 'A'.repeat(101), 'card.nameInvalid'],
    ['number', '', 'card.numberRequired'],
    ['number', '   ', 'card.numberRequired'],
    ['number', '4242 4242 4242 4241', 'card.numberInvalid'],
    ['number', '4242 4242 42', 'card.numberInvalid'],
    ['number', '4242-4242-4242-424x', 'card.numberInvalid'],
    ['number', '9999 9999 9999 9995', 'card.typeUnknown'],
    ['number', '6759 6498 2643 8453', 'card.typeUnknown'], // Maestro, not taken
    ['number', '2200 0000 0000 0004', 'card.typeUnknown'], // Mir, not taken
    ['expiry', '', 'card.expiryInvalid'],
    ['expiry', '13/28', 'card.expiryInvalid'],
    ['expiry', '10/26', 'card.expiryInvalid'], // last month
    ['expiry', '12/99', 'card.expiryInvalid'], // too far ahead
    ['expiry', 'soon', 'card.expiryInvalid'],
    ['cvv', '', 'card.cvvRequired'],
    ['cvv', '12', 'card.cvvInvalid'],
    ['cvv', '1234', 'card.cvvInvalid'], // Visa takes 3 digits
    ['cvv', '12a', 'card.cvvInvalid'],
    ['postalCode', '', 'card.postalCodeInvalid'],
    ['postalCode', '12', 'card.postalCodeInvalid'],
    ['postalCode', '!!!!!', 'card.postalCodeInvalid'],
    ['postalCode', '12345678901', 'card.postalCodeInvalid'],
    ['email', '', 'card.emailInvalid'],
    ['email', 'maria@', 'card.emailInvalid'],
    ['email', 'maria example.org', 'card.emailInvalid'],
  ])('%s = %j → %s', (field, value, error) => {
    expect(validateCardForm({ ...VALID, [field]: value })).toEqual({ [field]: error });
  });

  it.each([
    ['expiry this month', { expiry: '11/26' }],
    ['four-digit year', { expiry: '11/2027' }],
    ['dashes in the number', { number: '4242-4242-4242-4242' }],
    ['American Express with a 4-digit CVV', { number: '3782 822463 10005', cvv: '1234' }],
    ['ZIP+4', { postalCode: '78701-1234' }],
    ['a Canadian postal code', { postalCode: 'K1A 0B1' }],
    ['an email with spaces around it', { email: '  maria@example.org ' }],
  ])('accepts %s', (_label, change) => {
    expect(validateCardForm({ ...VALID, ...change })).toEqual({});
  });

  it('wants 4 digits for American Express', () => {
    expect(validateCardForm({ ...VALID, number: '378282246310005', cvv: '123' })).toEqual({
      cvv: 'card.cvvInvalid',
    });
  });

  it('reports every field at once', () => {
    const errors = validateCardForm({
      nameOnCard: '',
      number: '',
      expiry: '',
      cvv: '',
      postalCode: '',
      email: '',
    });
    expect(errors).toEqual({
      nameOnCard: 'card.nameInvalid',
      number: 'card.numberRequired',
      expiry: 'card.expiryInvalid',
      cvv: 'card.cvvRequired',
      postalCode: 'card.postalCodeInvalid',
      email: 'card.emailInvalid',
    });
  });

  it('has an English and a Spanish message for every error key', () => {
    for (const error of CARD_ERRORS) {
      expect(PAYMENT_MESSAGES[error].en).toBeTruthy();
      expect(PAYMENT_MESSAGES[error].es).toBeTruthy();
    }
  });
});

describe('cardTypeOf', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['6011111111111117', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', null],
    ['', null],
  ])('%s → %s', (number, type) => {
    expect(cardTypeOf(number)).toBe(type);
  });
});

describe('cardFormSchema', () => {
  it('normalises a valid form and adds the brand', () => {
    expect(
      cardFormSchema.parse({
        ...VALID,
        number: '4242-4242 4242-4242',
        email: ' Maria@Example.org ',
        postalCode: 'k1a 0b1 ',
      }),
    ).toEqual({
      nameOnCard: 'María José Núñez',
      number: '4242424242424242',
      cardType: 'visa',
      expiry: '12/28',
      cvv: '123',
      postalCode: 'K1A 0B1',
      email: 'maria@example.org',
    });
  });

  it('reports each invalid field with its stable key as the message', () => {
    const result = cardFormSchema.safeParse({ ...VALID, number: '', cvv: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['number', 'card.numberRequired'],
      ['cvv', 'card.cvvRequired'],
    ]);
  });

  it('treats missing fields as empty', () => {
    const result = cardFormSchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'card.cvvRequired',
      'card.emailInvalid',
      'card.expiryInvalid',
      'card.nameInvalid',
      'card.numberRequired',
      'card.postalCodeInvalid',
    ]);
  });
});
