import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@camino/contracts';
import en from '../../locales/en/auth.json';
import es from '../../locales/es/auth.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

describe('auth catalogs', () => {
  it('have the same keys and interpolations in both languages', () => {
    const english = new Map(flatten(en));
    const spanish = new Map(flatten(es));
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(vars(spanish.get(key)!), key).toEqual(vars(text));
    }
  });

  it('have a message for every stable reason the server sends', () => {
    for (const key of Object.keys(AUTH_MESSAGES)) {
      expect(en.errors, key).toHaveProperty(key);
      expect(es.errors, key).toHaveProperty(key);
    }
  });

  it('carry the spec messages word for word', () => {
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      if (key !== 'invalidToken') expect(en.errors[key as keyof typeof en.errors], key).toBe(text.en);
    }
    expect(en.errors.invalidToken).toBe('Invalid token');
    expect(es.errors.invalidToken).toBe('Token no válido');
    expect(en.errors.passwordResetLimit).toBe(
      "You've reached the limit for password reset attempts. Please try again in 10 minutes.",
    );
  });
});
