import { describe, expect, it } from 'vitest';
import type { PersonalInfoInput } from './personal-info';
import {
  createPersonalInfoSchema,
  formatANumber,
  normalizeANumber,
  PERSONAL_INFO_MESSAGES,
  PERSONAL_INFO_SAVE_FAILED,
  personalInfoSchema,
} from './personal-info';

const schema = createPersonalInfoSchema('2026-11-21');

const valid: PersonalInfoInput = {
  name: 'María',
  lastName: 'Pérez',
  aNumber: 'A-12-345-678',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  email: ' Maria.Perez@Example.com ',
  phone: '(202) 555-0123',
};

const issuesOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
};

describe('normalizeANumber', () => {
  it.each([
    ['123456789', '123456789'],
    ['12345678', '012345678'],
    ['A12345678', '012345678'],
    ['a123456789', '123456789'],
    ['A-123-456-789', '123456789'],
    ['A 123 456 789', '123456789'],
    ['  012-345-678 ', '012345678'],
    ['A-12-345-678', '012345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeANumber(input)).toBe(expected);
  });

  it.each([
    '',
    'A',
    '1234567',
    '1234567890',
    'A12345678X',
    'B12345678',
    '000000000',
    'A-0000-0000',
    '12a345678',
    '１２３４５６７８',
  ])('rejects %j', (input) => {
    expect(normalizeANumber(input)).toBeNull();
  });

  it('prints the USCIS form', () => {
    expect(formatANumber('012345678')).toBe('A-012-345-678');
  });
});

describe('personal info schema', () => {
  it('normalises a valid profile', () => {
    expect(schema.parse(valid)).toEqual({
      name: 'María',
      lastName: 'Pérez',
      aNumber: '012345678',
      dateOfBirth: '1990-04-12',
      gender: 'female',
      email: 'maria.perez@example.com',
      phone: '+12025550123',
    });
  });

  it('accepts an applicant without an A-Number', () => {
    expect(schema.parse({ ...valid, aNumber: '' }).aNumber).toBeNull();
    expect(schema.parse({ ...valid, aNumber: undefined }).aNumber).toBeNull();
    expect(schema.parse({ ...valid, aNumber: null }).aNumber).toBeNull();
  });

  it('accepts international phone numbers with their country code', () => {
    expect(schema.parse({ ...valid, phone: '+52 55 1234 5678' }).phone).toBe('+525512345678');
  });

  it('reports each problem under a stable key', () => {
    expect(
      issuesOf({
        name: '  ',
        lastName: undefined,
        aNumber: 'A-123',
        dateOfBirth: '1990-02-30',
        gender: 'other',
        email: 'maria@',
        phone: '555',
      }),
    ).toEqual({
      name: 'personalInfoRequired',
      lastName: 'personalInfoRequired',
      aNumber: 'aNumberInvalid',
      dateOfBirth: 'birthDateInvalid',
      gender: 'genderInvalid',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });

  it.each([
    ['1899-12-31', 'birthDateTooEarly'],
    ['2026-11-21', 'birthDateInFuture'],
    ['2030-01-01', 'birthDateInFuture'],
    ['12/04/1990', 'birthDateInvalid'],
    ['', 'personalInfoRequired'],
  ])('rejects the date of birth %j with %s', (dateOfBirth, key) => {
    expect(issuesOf({ ...valid, dateOfBirth })).toEqual({ dateOfBirth: key });
  });

  it('accepts 1 January 1900 and yesterday', () => {
    expect(schema.parse({ ...valid, dateOfBirth: '1900-01-01' }).dateOfBirth).toBe('1900-01-01');
    expect(schema.parse({ ...valid, dateOfBirth: '2026-11-20' }).dateOfBirth).toBe('2026-11-20');
  });

  it('compares with the current day when none is given', () => {
    expect(personalInfoSchema.safeParse({ ...valid, dateOfBirth: '2999-01-01' }).success).toBe(false);
    expect(personalInfoSchema.safeParse(valid).success).toBe(true);
  });
});

describe('personal info messages', () => {
  it('keeps the spec’s save-failure text', () => {
    expect(PERSONAL_INFO_SAVE_FAILED.en).toBe("We couldn't save the latest changes. Please try again.");
    expect(PERSONAL_INFO_SAVE_FAILED.es).toBe('No pudimos guardar los últimos cambios. Inténtelo de nuevo.');
  });

  it('has every message in both languages', () => {
    for (const [key, text] of Object.entries(PERSONAL_INFO_MESSAGES)) {
      expect(text.en, key).not.toBe('');
      expect(text.es, key).not.toBe('');
    }
  });
});
