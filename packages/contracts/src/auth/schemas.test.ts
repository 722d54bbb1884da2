import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authMessageKey } from './messages';
import { maskEmail, maskPhone, normalizePhone } from './phone';
import { createAccountRequestSchema, passwordSchema } from './schemas';

describe('phone numbers', () => {
  it('normalises U.S. and international numbers to E.164', () => {
    expect(normalizePhone('(202) 555-0123')).toBe('+12025550123');
    expect(normalizePhone('202.555.0123')).toBe('+12025550123');
    expect(normalizePhone('+52 55 1234 5678')).toBe('+525512345678');
    expect(normalizePhone('123')).toBeNull();
  });

  it('masks contact details for the resend screen', () => {
    expect(maskPhone('+12025550123')).toBe('+1 ••• ••• 0123');
    expect(maskEmail('maria@example.org')).toBe('m•••a@e•••.org');
  });
});

describe('create account schema', () => {
  const valid = {
    name: 'Ana',
    lastName: 'Pérez',
    email: 'Ana@Example.org',
    confirmEmail: 'ana@example.org',
    phone: '(202) 555-0123',
    confirmPhone: '+1 202 555 0123',
    password: 'Ñandú#2026',
    confirmPassword: 'Ñandú#2026',
  };

  it('says an empty email or phone is required, not badly written', () => {
    const result = createAccountRequestSchema.safeParse({ ...valid, email: '  ', phone: '' });
    const about = (field: string) =>
      (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
    expect(about('email')).toEqual([AUTH_MESSAGES.required.en]);
    expect(about('phone')).toEqual([AUTH_MESSAGES.required.en]);
  });

  it('accepts confirmations written differently but meaning the same', () => {
    expect(createAccountRequestSchema.parse(valid).email).toBe('ana@example.org');
  });

  it('reports each mismatch on its confirmation field with the spec message', () => {
    const result = createAccountRequestSchema.safeParse({
      ...valid,
      confirmEmail: 'x@example.org',
      confirmPhone: '+12025550999',
      confirmPassword: 'Other#2026',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmEmail', 'The email does not match'],
      ['confirmPhone', 'The phone number does not match'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('applies the password policy, letters of any alphabet included', () => {
    expect(passwordSchema.safeParse('ÑANDÚ#ñandú1').success).toBe(true);
    expect(passwordSchema.safeParse('abc').error!.issues.map((issue) => issue.message)).toContain(
      'Use at least 8 characters',
    );
  });

  it('maps every English message back to its key, with a Spanish text', () => {
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      expect(text.es.length).toBeGreaterThan(0);
      if (key !== 'tooManyLoginAttempts') expect(authMessageKey(text.en)).not.toBeNull();
    }
  });
});
