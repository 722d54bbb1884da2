import { describe, expect, it } from 'vitest';
import { GUARDS, ROUTES, type Guard } from '@camino/contracts';
import type { Session } from '../session/session';
import { GUARD_FNS, runGuards, type GuardContext } from './guards';

const NOW = 1_800_000_000_000;
const ctx = (session: Partial<Session>, requestedPath = '/es/case-dashboard?tab=1'): GuardContext => ({
  session: { eligibility: null, ...session },
  requestedPath,
  now: NOW,
});
const signedIn = { token: 't', tokenExpiration: NOW + 60_000 };
const expired = { token: 't', tokenExpiration: NOW - 1 };

describe('guards', () => {
  it('exist for every guard name of the spec', () => {
    expect(Object.keys(GUARD_FNS).sort()).toEqual([...GUARDS].sort());
  });

  describe('auth', () => {
    it('sends a visitor to login with the page to come back to', () => {
      expect(GUARD_FNS.auth(ctx({}))).toEqual({
        kind: 'redirect',
        to: '/login?next=%2Fes%2Fcase-dashboard%3Ftab%3D1',
      });
    });
    it('treats an expired token as signed out', () => {
      expect(GUARD_FNS.auth(ctx(expired)).kind).toBe('redirect');
    });
    it('lets a signed-in user through, with or without a known expiry', () => {
      expect(GUARD_FNS.auth(ctx(signedIn))).toEqual({ kind: 'allow' });
      expect(GUARD_FNS.auth(ctx({ token: 't' }))).toEqual({ kind: 'allow' });
    });
    it('does not accept a temporary token as a login', () => {
      expect(GUARD_FNS.auth(ctx({ tempToken: 'tmp' })).kind).toBe('redirect');
    });
  });

  describe('temp-auth', () => {
    it('sends someone without a temporary session to the pre-questionnaire', () => {
      expect(GUARD_FNS['temp-auth'](ctx({}))).toEqual({ kind: 'redirect', to: '/pre-questionnaire' });
    });
    it('allows a temporary session', () => {
      expect(GUARD_FNS['temp-auth'](ctx({ tempToken: 'tmp' }))).toEqual({ kind: 'allow' });
    });
    it('asks the navigation rules for someone who already has an account', () => {
      expect(GUARD_FNS['temp-auth'](ctx({ ...signedIn, tempToken: 'tmp' }))).toEqual({
        kind: 'navigation-rules',
      });
    });
    it('ignores an expired full token', () => {
      expect(GUARD_FNS['temp-auth'](ctx({ ...expired, tempToken: 'tmp' }))).toEqual({ kind: 'allow' });
    });
  });

  describe.each([
    ['pay', 'paid'],
    ['access-payment', 'canAccessPayment'],
    ['access-my-case', 'canAccessMyCase'],
  ] as const)('%s', (guard, flag) => {
    it('allows when the session says so', () => {
      expect(GUARD_FNS[guard](ctx({ ...signedIn, [flag]: true }))).toEqual({ kind: 'allow' });
    });
    it.each([false, undefined])('asks the navigation rules when %s', (value) => {
      expect(GUARD_FNS[guard](ctx({ ...signedIn, [flag]: value }))).toEqual({ kind: 'navigation-rules' });
    });
  });

  describe('elegible and no-elegible follow the temporary session outcome', () => {
    it.each([
      ['elegible', 'eligible', { kind: 'allow' }],
      ['elegible', 'not-eligible', { kind: 'redirect', to: '/no-eligibility-submit' }],
      ['elegible', null, { kind: 'redirect', to: '/questionnaire' }],
      ['no-elegible', 'not-eligible', { kind: 'allow' }],
      ['no-elegible', 'eligible', { kind: 'redirect', to: '/great-news' }],
      ['no-elegible', null, { kind: 'redirect', to: '/questionnaire' }],
    ] as const)('%s with %s', (guard, eligibility, expected) => {
      expect(GUARD_FNS[guard](ctx({ tempToken: 'tmp', eligibility }))).toEqual(expected);
    });
  });

  describe('runGuards', () => {
    it('allows a page without guards', () => {
      expect(runGuards([], ctx({}))).toEqual({ kind: 'allow' });
    });
    it('stops at the first guard that does not allow, in table order', () => {
      expect(runGuards(['auth', 'pay'], ctx({})).kind).toBe('redirect');
      expect(runGuards(['auth', 'pay'], ctx(signedIn))).toEqual({ kind: 'navigation-rules' });
      expect(runGuards(['temp-auth', 'elegible'], ctx({}))).toEqual({
        kind: 'redirect',
        to: '/pre-questionnaire',
      });
      expect(runGuards(['temp-auth', 'elegible'], ctx({ tempToken: 'x' }))).toEqual({
        kind: 'redirect',
        to: '/questionnaire',
      });
    });
    it('lets a fully entitled user into every page of the table', () => {
      const full: Partial<Session> = {
        ...signedIn,
        paid: true,
        canAccessPayment: true,
        canAccessMyCase: true,
      };
      for (const route of ROUTES.filter((r) => r.access === 'authenticated')) {
        expect(runGuards(route.guards, ctx(full)), route.id).toEqual({ kind: 'allow' });
      }
    });
    it('sends a visitor from every authenticated page to login', () => {
      for (const route of ROUTES.filter((r) => r.access === 'authenticated')) {
        const decision = runGuards(route.guards, ctx({}, route.path));
        expect(decision, route.id).toEqual({
          kind: 'redirect',
          to: `/login?next=${encodeURIComponent(route.path)}`,
        });
      }
    });
    it('never blocks public pages', () => {
      for (const route of ROUTES.filter((r) => r.access === 'public' || r.access === 'unguarded')) {
        expect(runGuards(route.guards, ctx({})), route.id).toEqual({ kind: 'allow' });
      }
    });
    it('covers every guard name used by the route table', () => {
      const used = new Set<Guard>(ROUTES.flatMap((route) => route.guards));
      for (const guard of used) expect(GUARD_FNS[guard]).toBeTypeOf('function');
    });
  });
});
