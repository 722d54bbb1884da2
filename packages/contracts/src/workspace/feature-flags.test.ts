import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from './feature-flags';
import { featureFlagsFileSchema, parseFlagOverrides, resolveFlag, resolveFlags } from './feature-flags';

const FLAGS: FeatureFlag[] = [
  { key: 'salud-total-card', description: 'Health-plan partner card', enabled: false },
  { key: 'new-upload', description: 'New upload screen', enabled: true, environments: { production: false } },
];

describe('parseFlagOverrides', () => {
  it('reads on/off pairs and ignores the rest with a reason', () => {
    expect(parseFlagOverrides('salud-total-card=on, other=OFF,x=true,y=0,,')).toEqual({
      overrides: { 'salud-total-card': true, other: false, x: true, y: false },
      problems: [],
    });
    const { overrides, problems } = parseFlagOverrides('a=maybe,b,=on,c=on=off,Bad_Key=on', ['a', 'b']);
    expect(overrides).toEqual({});
    expect(problems).toHaveLength(5);
  });

  it('reports keys that are not declared when it knows them', () => {
    expect(parseFlagOverrides('salud-total-card=on,typo-card=on', ['salud-total-card'])).toEqual({
      overrides: { 'salud-total-card': true },
      problems: ['Ignored "typo-card=on": no flag typo-card is declared'],
    });
  });

  it('lets the last entry for a key win', () => {
    expect(parseFlagOverrides('a=on,a=off').overrides).toEqual({ a: false });
  });

  it('treats an unset variable as no overrides', () => {
    expect(parseFlagOverrides(undefined)).toEqual({ overrides: {}, problems: [] });
  });
});

describe('resolveFlag: variable, then environment, then default', () => {
  it.each<[string, string, string | undefined, 'development' | 'test' | 'production' | undefined, boolean]>([
    ['default off', 'salud-total-card', undefined, undefined, false],
    ['variable turns it on', 'salud-total-card', 'salud-total-card=on', 'production', true],
    ['variable for another flag', 'salud-total-card', 'new-upload=on', 'production', false],
    ['default on', 'new-upload', undefined, 'development', true],
    ['environment value beats the default', 'new-upload', undefined, 'production', false],
    ['variable beats the environment value', 'new-upload', 'new-upload=on', 'production', true],
    ['variable can turn a default off', 'new-upload', 'new-upload=off', 'development', false],
    ['undeclared flag stays off', 'ghost', 'ghost=on', 'development', false],
  ])('%s', (_case, key, variable, environment, expected) => {
    expect(resolveFlag(key, FLAGS, variable, environment)).toBe(expected);
  });

  it('accepts parsed overrides too', () => {
    expect(resolveFlag('salud-total-card', FLAGS, { 'salud-total-card': true })).toBe(true);
    // An inherited property is not an override.
    expect(
      resolveFlag(
        'salud-total-card',
        [{ ...FLAGS[0]!, key: 'salud-total-card' }],
        Object.create({ 'salud-total-card': true }),
      ),
    ).toBe(false);
  });

  it('resolves every declared flag', () => {
    expect(resolveFlags(FLAGS, 'salud-total-card=on', 'production')).toEqual({
      'salud-total-card': true,
      'new-upload': false,
    });
  });
});

describe('featureFlagsFileSchema', () => {
  it('accepts a valid file', () => {
    expect(featureFlagsFileSchema.parse({ flags: FLAGS })).toEqual({ flags: FLAGS });
  });

  it.each([
    ['a duplicate key', { flags: [FLAGS[0], FLAGS[0]] }],
    ['a bad key', { flags: [{ ...FLAGS[0], key: 'Salud_Total' }] }],
    ['a missing description', { flags: [{ key: 'a', enabled: true }] }],
    ['an unknown environment', { flags: [{ ...FLAGS[0], environments: { staging: true } }] }],
    ['a string default', { flags: [{ ...FLAGS[0], enabled: 'off' }] }],
    ['an unknown field', { flags: [{ ...FLAGS[0], owner: 'me' }] }],
  ])('rejects %s', (_case, file) => {
    expect(featureFlagsFileSchema.safeParse(file).success).toBe(false);
  });
});
