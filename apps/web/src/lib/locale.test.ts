import { describe, expect, it } from 'vitest';
import {
  localizeHref,
  otherLocale,
  readLanguageCookie,
  switchLocaleHref,
  writeLanguageCookie,
} from './locale';

describe('locale helpers', () => {
  it('switches language keeping the page, query and hash', () => {
    expect(switchLocaleHref('/login', '?next=%2Fcontract', '#form', 'es')).toBe(
      '/es/login?next=%2Fcontract#form',
    );
    expect(switchLocaleHref('/es/login', '?a=1', '', 'en')).toBe('/login?a=1');
    expect(switchLocaleHref('/', '', '', 'es')).toBe('/es');
    expect(switchLocaleHref('/es', '', '', 'en')).toBe('/');
  });

  it('localises links that carry a query', () => {
    expect(localizeHref('/login?next=%2Fes%2Fcontract', 'es')).toBe('/es/login?next=%2Fes%2Fcontract');
    expect(localizeHref('/', 'es')).toBe('/es');
    expect(localizeHref('/help', 'en')).toBe('/help');
    expect(otherLocale('en')).toBe('es');
  });

  it('reads the lang cookie', () => {
    expect(readLanguageCookie('a=1; lang=es; b=2')).toBe('es');
    expect(readLanguageCookie('lang=fr')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });

  it('writes the lang cookie for a year on the whole site', () => {
    writeLanguageCookie('es');
    expect(readLanguageCookie(document.cookie)).toBe('es');
    writeLanguageCookie('en');
    expect(readLanguageCookie(document.cookie)).toBe('en');
  });
});
