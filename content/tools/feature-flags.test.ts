import { resolveFlag } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { loadFeatureFlags, parseFeatureFlags } from './feature-flags';

describe('feature flags file', () => {
  it('declares the health-plan partner card, off by default', async () => {
    const flags = await loadFeatureFlags();
    expect(flags.find((flag) => flag.key === 'salud-total-card')).toMatchObject({ enabled: false });
    expect(resolveFlag('salud-total-card', flags, undefined, 'production')).toBe(false);
    expect(resolveFlag('salud-total-card', flags, 'salud-total-card=on', 'production')).toBe(true);
  });

  it('reads per-environment values', () => {
    const flags = parseFeatureFlags(
      [
        'flags:',
        '  - key: a-flag',
        '    description: A flag',
        '    enabled: false',
        '    environments:',
        '      development: true',
      ].join('\n'),
    );
    expect(resolveFlag('a-flag', flags, undefined, 'development')).toBe(true);
    expect(resolveFlag('a-flag', flags, undefined, 'production')).toBe(false);
  });

  it('rejects a malformed file', () => {
    expect(() => parseFeatureFlags('flags:\n  - key: a-flag\n    enabled: "off"\n')).toThrow();
    expect(() => parseFeatureFlags('flags: [')).toThrow();
  });
});
