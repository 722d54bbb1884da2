import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const limitedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/test/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
};

describe('security headers, CORS and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: [limitedRoutes], startJobs: false });
  });
  afterAll(() => t.close());

  it('sends security headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A payment pop-up on the provider's origin stays connected to the page that opened it.
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('does not allow cross-origin calls', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits only the routes that opt in, with a RATE_LIMITED problem', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(limited.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
