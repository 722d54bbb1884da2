import { describe, expect, it } from 'vitest';
import { localizePath, matchRoute, ROUTES, splitLocale } from './routes';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it.each([
    ['/', 'home', 'en'],
    ['/es', 'home', 'es'],
    ['/es/', 'home', 'es'],
    ['/login', 'login', 'en'],
    ['/es/login', 'login', 'es'],
    ['/case-dashboard/prepare-case', 'case-dashboard-prepare-case', 'en'],
    ['/es/my-request/request', 'my-request-request', 'es'],
    ['/explore-your-options/vawach', 'explore-your-options-strategy', 'en'],
    ['/short-url/abc_123', 'short-url', 'en'],
    ['/login/', 'login', 'en'],
  ])('matches %s to %s', (path, id, locale) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.locale).toBe(locale);
  });

  it.each(['/nope', '/es/nope', '/explore-your-options/other', '/short-url/a%2Fb', '/login/extra', '/esx'])(
    'does not match %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('extracts parameters', () => {
    expect(matchRoute('/es/explore-your-options/tvisa')?.params).toEqual({ strategy: 'tvisa' });
  });

  it('guards the spec route groups as section 2 lists them', () => {
    const guards = (id: string) => matchRoute(`/${id}`)?.route.guards;
    expect(guards('pay')).toEqual(['auth', 'access-payment']);
    expect(guards('contract')).toEqual(['auth', 'pay']);
    expect(guards('signature')).toEqual(['auth', 'pay', 'access-my-case']);
    expect(guards('great-news')).toEqual(['temp-auth', 'elegible']);
    expect(guards('no-eligibility-submit')).toEqual(['temp-auth', 'no-elegible']);
    expect(guards('profile')).toEqual([]);
  });

  it('adds and removes the locale prefix', () => {
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/login', 'es')).toBe('/es/login');
    expect(localizePath('/login', 'en')).toBe('/login');
    expect(splitLocale('/es/login')).toEqual({ locale: 'es', path: '/login' });
  });
});
