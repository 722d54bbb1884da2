import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('GET /api/client-config', () => {
  it.each([
    ['test', true],
    ['development', true],
    ['production', false],
  ])('in %s turns development pages %s', async (env, devPages) => {
    const t = await createTestApp({ env: { NODE_ENV: env }, startJobs: false });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ devPages, socialProviders: [] });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/client-config social providers', () => {
  it('lists the providers with a client id and secret', async () => {
    const t = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', APPLE_CLIENT_ID: 'id-without-secret' },
      startJobs: false,
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.json()).toMatchObject({ socialProviders: ['google'] });
    } finally {
      await t.close();
    }
  });
});
