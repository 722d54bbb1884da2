import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NAVIGATION_TARGET,
  fetchNavigationRules,
  parseNavigationRules,
  resolveNavigationTarget,
  targetFromRules,
} from './navigation-rules';

const json = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('navigation rules', () => {
  it('defaults to the case dashboard', () => {
    expect(DEFAULT_NAVIGATION_TARGET).toBe('/case-dashboard');
    expect(targetFromRules(null)).toBe('/case-dashboard');
    expect(targetFromRules({ route: '' })).toBe('/case-dashboard');
  });

  it('accepts a route of the table, with or without a leading slash', () => {
    expect(targetFromRules({ route: '/document-landing' })).toBe('/document-landing');
    expect(targetFromRules({ route: 'review-landing', isFinalReview: true })).toBe('/review-landing');
  });

  it('ignores unknown or external targets', () => {
    expect(targetFromRules({ route: '/not-a-page' })).toBe('/case-dashboard');
    expect(targetFromRules({ route: '//evil.example/x' })).toBe('/case-dashboard');
    expect(targetFromRules({ route: '/es/contract' })).toBe('/case-dashboard');
  });

  it('parses the response shape and rejects anything else', () => {
    expect(
      parseNavigationRules({ route: '/contract', hasCorrectionRequest: true, isFinalReview: false }),
    ).toEqual({
      route: '/contract',
      hasCorrectionRequest: true,
      isFinalReview: false,
    });
    expect(parseNavigationRules({ route: 5 })).toBeNull();
    expect(parseNavigationRules('nope')).toBeNull();
  });

  it('calls GET /api/param-navigation-rules with the bearer token', async () => {
    const fetchImpl = json({ route: '/contract' });
    await expect(fetchNavigationRules('abc', fetchImpl)).resolves.toEqual({ route: '/contract' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/param-navigation-rules',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer abc' }) }),
    );
  });

  it('falls back to the dashboard when the call fails or is missing', async () => {
    await expect(resolveNavigationTarget('abc', '/contract', json({}, 404))).resolves.toBe('/case-dashboard');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(resolveNavigationTarget('abc', '/contract', offline)).resolves.toBe('/case-dashboard');
  });

  it('does not send someone back to the page that turned them away', async () => {
    await expect(resolveNavigationTarget('abc', '/case-dashboard', json({}, 500))).resolves.toBe('/');
    await expect(resolveNavigationTarget('abc', '/contract', json({ route: '/contract' }))).resolves.toBe(
      '/',
    );
  });
});
