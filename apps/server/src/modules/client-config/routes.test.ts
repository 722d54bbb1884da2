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
      expect(response.json()).toEqual({ devPages, outbox: devPages, socialProviders: [] });
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

describe('GET /api/client-config outbox', () => {
  it('turns the outbox off when email and SMS are really sent', async () => {
    const t = await createTestApp({
      env: {
        SMTP_URL: 'smtp://localhost:2525',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'twilio-secret',
        TWILIO_FROM: '+15005550006',
      },
      startJobs: false,
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.json()).toMatchObject({ devPages: true, outbox: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('keeps the outbox while one channel still goes to it', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://localhost:2525' }, startJobs: false });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.json()).toMatchObject({ devPages: true, outbox: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
