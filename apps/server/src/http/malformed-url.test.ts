import { PROBLEM_CONTENT_TYPE } from '@camino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

describe('malformed URLs', () => {
  it.each(['/api/%', '/api/auth/%E0%A4%A', '/api/payment/checkout/%ZZ/status', '/%c0%ae%c0%ae/'])(
    '%s answers problem+json',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
      expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(response.headers['x-request-id']).toBeTypeOf('string');
    },
  );
});
