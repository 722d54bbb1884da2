import { describe, expect, it } from 'vitest';
import { parseStoredSession } from './storage-session-source';

describe('stored journey fields', () => {
  it('ignores malformed values instead of granting access', () => {
    expect(parseStoredSession(null)).toEqual({ eligibility: null });
    expect(parseStoredSession({ token: 42, paid: 'yes', eligibility: 'maybe' })).toEqual({
      eligibility: null,
    });
  });

  it('keeps well-typed fields', () => {
    expect(parseStoredSession({ eligibility: 'eligible', paid: true, canAccessMyCase: false })).toEqual({
      eligibility: 'eligible',
      paid: true,
      canAccessMyCase: false,
    });
  });
});
