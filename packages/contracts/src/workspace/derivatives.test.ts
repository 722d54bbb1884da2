import { describe, expect, it } from 'vitest';
import type { Strategy } from '../constants';
import { STRATEGIES } from '../constants';
import type { DerivativeMessageKey, FamilyMember } from './derivatives';
import {
  allowedRelationships,
  canAddDerivative,
  DERIVATIVE_MESSAGES,
  familyMemberSchema,
} from './derivatives';

const TODAY = '2026-11-21';

const spouse = (changes: Partial<FamilyMember> = {}): FamilyMember => ({
  relationship: 'spouse',
  firstName: 'Ana',
  lastName: 'López',
  dateOfBirth: '1990-04-12',
  married: true,
  livesInUs: true,
  ...changes,
});

const child = (changes: Partial<FamilyMember> = {}): FamilyMember => ({
  relationship: 'child',
  firstName: 'Luis',
  lastName: 'López',
  dateOfBirth: '2015-08-30',
  married: false,
  livesInUs: true,
  ...changes,
});

describe('canAddDerivative', () => {
  it.each<[string, Strategy, FamilyMember, readonly DerivativeMessageKey[]]>([
    ['married spouse (asylum)', 'asylum', spouse(), []],
    ['married spouse (T visa)', 'tvisa', spouse(), []],
    ['married spouse abroad (T visa)', 'tvisa', spouse({ livesInUs: false }), []],
    ['unmarried partner', 'asylum', spouse({ married: false }), ['spouseNotMarried']],
    ['married spouse abroad (asylum)', 'asylum', spouse({ livesInUs: false }), ['spouseOutsideUs']],
    ['spouse of a VAWA spouse self-petitioner', 'vawasp', spouse(), ['spouseNotAllowed']],
    ['spouse of a VAWA child self-petitioner', 'vawach', spouse(), ['spouseNotAllowed']],
    ['unmarried child under 21 in the U.S. (asylum)', 'asylum', child(), []],
    ['unmarried child under 21 in the U.S. (VAWA spouse)', 'vawasp', child(), []],
    ['unmarried child under 21 in the U.S. (VAWA child)', 'vawach', child(), []],
    ['unmarried child under 21 in the U.S. (T visa)', 'tvisa', child(), []],
    ['child one day before turning 21', 'asylum', child({ dateOfBirth: '2005-11-22' }), []],
    ['married child', 'asylum', child({ married: true }), ['childMarried']],
    ['child turning 21 today', 'asylum', child({ dateOfBirth: '2005-11-21' }), ['childTooOld']],
    ['child of 30', 'asylum', child({ dateOfBirth: '1996-01-01' }), ['childTooOld']],
    ['child outside the U.S.', 'asylum', child({ livesInUs: false }), ['childOutsideUs']],
    [
      'married adult child abroad',
      'tvisa',
      child({ married: true, dateOfBirth: '2000-01-01', livesInUs: false }),
      ['childMarried', 'childTooOld', 'childOutsideUs'],
    ],
    ['child born in the future', 'asylum', child({ dateOfBirth: '2027-01-01' }), ['derivativeBornInFuture']],
  ])('%s', (_case, strategy, member, reasons) => {
    expect(canAddDerivative(strategy, member, TODAY)).toEqual(
      reasons.length === 0 ? { ok: true } : { ok: false, reasons },
    );
  });

  it('takes the age on the given day, so a filed case keeps a child who turns 21 later', () => {
    const turnsTwentyOneSoon = child({ dateOfBirth: '2005-12-01' });
    expect(canAddDerivative('asylum', turnsTwentyOneSoon, '2026-11-21')).toEqual({ ok: true });
    expect(canAddDerivative('asylum', turnsTwentyOneSoon, '2026-12-01')).toEqual({
      ok: false,
      reasons: ['childTooOld'],
    });
  });

  it('counts a 29 February birthday on 28 February', () => {
    const leapChild = child({ dateOfBirth: '2004-02-29' });
    expect(canAddDerivative('asylum', leapChild, '2025-02-27')).toEqual({ ok: true });
    expect(canAddDerivative('asylum', leapChild, '2025-02-28')).toEqual({
      ok: false,
      reasons: ['childTooOld'],
    });
  });

  it('supports only a spouse and children', () => {
    expect(
      Object.fromEntries(STRATEGIES.map((strategy) => [strategy, allowedRelationships(strategy)])),
    ).toEqual({
      asylum: ['spouse', 'child'],
      vawasp: ['child'],
      vawach: ['child'],
      tvisa: ['spouse', 'child'],
    });
  });
});

describe('familyMemberSchema', () => {
  it('accepts a named family member and trims the names', () => {
    expect(familyMemberSchema.parse({ ...child(), firstName: '  Luis ' })).toEqual(child());
  });

  it('reports stable keys', () => {
    const result = familyMemberSchema.safeParse({
      relationship: 'parent',
      firstName: ' ',
      lastName: 'x'.repeat(101),
      dateOfBirth: '2015-02-30',
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(byPath).toEqual({
      relationship: 'derivativeRelationshipInvalid',
      firstName: 'derivativeNameRequired',
      lastName: 'derivativeNameTooLong',
      dateOfBirth: 'derivativeBirthDateInvalid',
      married: 'derivativeAnswerRequired',
      livesInUs: 'derivativeAnswerRequired',
    });
    for (const key of Object.values(byPath)) expect(DERIVATIVE_MESSAGES).toHaveProperty(key as string);
  });

  it('has every message in both languages', () => {
    for (const [key, text] of Object.entries(DERIVATIVE_MESSAGES)) {
      expect(text.en, key).not.toBe('');
      expect(text.es, key).not.toBe('');
    }
  });
});
