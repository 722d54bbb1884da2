import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NAVIGATION_TARGET, resolveNavigationTarget, targetFromRules } from './navigation-rules';
import { navigationRulesAnswer } from '../api/navigation-rules';
import { resetSessionManager } from '../session/session-store';
import { AUTH_STORAGE_KEY } from '../session/token-store';

const signIn = (token: string) => {
  window.sessionStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ token, tokenExpiration: new Date(Date.now() + 600_000).toISOString() }),
  );
  resetSessionManager();
};

const RULES = {
  route: '/contract',
  hasCorrectionRequest: false,
  isFinalReview: false,
  access: { paid: true, canAccessPayment: false, canAccessMyCase: true },
};

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeEach(() => {
  window.sessionStorage.clear();
  resetSessionManager();
});
afterEach(() => vi.unstubAllGlobals());

describe('navigation rules', () => {
  it('defaults to the case dashboard', () => {
    expect(DEFAULT_NAVIGATION_TARGET).toBe('/case-dashboard');
    expect(targetFromRules(null)).toBe('/case-dashboard');
    expect(targetFromRules({ route: '' })).toBe('/case-dashboard');
  });

  it('accepts a route of the table, with or without a leading slash', () => {
    expect(targetFromRules({ route: '/document-landing' })).toBe('/document-landing');
    expect(targetFromRules({ route: 'review-landing' })).toBe('/review-landing');
  });

  it('ignores unknown or external targets', () => {
    expect(targetFromRules({ route: '/not-a-page' })).toBe('/case-dashboard');
    expect(targetFromRules({ route: '//evil.example/x' })).toBe('/case-dashboard');
    expect(targetFromRules({ route: '/es/contract' })).toBe('/case-dashboard');
  });

  it('checks the answer against the contract without the schema library', () => {
    expect(navigationRulesAnswer.safeParse(RULES)).toEqual({ success: true, data: RULES });
    expect(navigationRulesAnswer.safeParse({ ...RULES, route: 5 }).success).toBe(false);
    expect(navigationRulesAnswer.safeParse({ ...RULES, access: { paid: 'yes' } }).success).toBe(false);
    expect(navigationRulesAnswer.safeParse('nope').success).toBe(false);
  });

  it('asks GET /api/param-navigation-rules through the one client, with the bearer token', async () => {
    signIn('abc');
    const fetchImpl = answer(RULES);
    vi.stubGlobal('fetch', fetchImpl);
    await expect(resolveNavigationTarget(true, '/case-dashboard')).resolves.toBe('/contract');
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/param-navigation-rules',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer abc' }) }),
    );
  });

  it('falls back to the dashboard when the call fails or is missing', async () => {
    signIn('abc');
    vi.stubGlobal('fetch', answer({}, 404));
    await expect(resolveNavigationTarget(true, '/contract')).resolves.toBe('/case-dashboard');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(resolveNavigationTarget(true, '/contract')).resolves.toBe('/case-dashboard');
  });

  it('does not send someone back to the page that turned them away', async () => {
    await expect(resolveNavigationTarget(true, '/case-dashboard', undefined, null)).resolves.toBe('/');
    await expect(resolveNavigationTarget(true, '/contract', undefined, RULES)).resolves.toBe('/');
  });

  it('asks nothing of a visitor who is not signed in', async () => {
    const fetchImpl = answer(RULES);
    vi.stubGlobal('fetch', fetchImpl);
    await expect(resolveNavigationTarget(false, '/contract')).resolves.toBe('/case-dashboard');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
