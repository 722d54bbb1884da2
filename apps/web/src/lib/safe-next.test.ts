import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

const origin = 'https://camino.example';

describe('safeNextPath', () => {
  it.each([
    ['/case-dashboard', '/case-dashboard'],
    ['/es/contract?x=1#top', '/es/contract?x=1#top'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeNextPath(input, origin)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'case-dashboard',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tfoo',
  ])('rejects %s', (input) => {
    expect(safeNextPath(input, origin)).toBeNull();
  });
});
