import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health without touching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database is migrated and the jobs run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, jobs: true },
    });
  });
});

describe('readiness when something is missing', () => {
  it('answers 503 problem+json naming the job runner when it has not started', async () => {
    const t = await createTestApp({ startJobs: false });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        code: 'UNAVAILABLE',
        status: 503,
        detail: 'Not ready: jobs.',
        checks: { database: true, migrations: true, jobs: false },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when migrations are missing', async () => {
    const t = await createTestApp({ startJobs: false });
    try {
      await t.database.executeSql('DELETE FROM drizzle.__drizzle_migrations', []);
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toEqual({ database: true, migrations: false, jobs: false });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database is unreachable', async () => {
    const t = await createTestApp({ startJobs: false });
    await t.database.close();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.database).toBe(false);
    } finally {
      await t.app.close();
    }
  });
});
