import { describe, expect, it } from 'vitest';
import { requireDataSource } from './data-source';
import { q } from './testing/fixtures';

describe('requireDataSource', () => {
  const sources = { countries: ['MX', 'GT'] };
  it('returns the named source', () => {
    expect(requireDataSource(sources, q(1, 'SELECT', { properties: { ds: 'countries' } }))).toEqual([
      'MX',
      'GT',
    ]);
  });
  it('returns undefined for a question without one', () => {
    expect(requireDataSource(sources, q(1, 'SELECT'))).toBeUndefined();
  });
  it('throws the spec message for an unknown source', () => {
    expect(() => requireDataSource(sources, q(1, 'SELECT', { properties: { ds: 'planets' } }))).toThrow(
      expect.objectContaining({ code: 'DATA_SOURCE_NOT_FOUND', message: 'Data source not found: planets' }),
    );
  });
});
