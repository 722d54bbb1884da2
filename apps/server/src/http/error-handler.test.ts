import { AppError } from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/echo',
    {
      schema: {
        body: z.object({ email: z.email(), age: z.number().int().min(18) }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/test/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/test/conflict', async () => {
    throw new AppError('CONFLICT', {
      detail: 'This email is already registered.',
      extensions: { field: 'email' },
    });
  });
  app.get(
    '/test/bad-response',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => {
      return { count: 'not a number' } as unknown as { count: number };
    },
  );
};

describe('errors as problem+json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: [testRoutes], startJobs: false });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a 404 problem', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist?token=abc' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        type: 'urn:camino:problem:not-found',
        title: 'Not found',
        status: 404,
        code: 'NOT_FOUND',
        instance: '/api/does-not-exist',
      });
    }
  });

  it('lists every invalid field of a request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', age: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json();
    expect(problem).toMatchObject({ code: 'VALIDATION', status: 400, type: 'urn:camino:problem:validation' });
    expect(problem.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'body.age',
      'body.email',
    ]);
  });

  it('answers malformed JSON with BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('keeps the detail and extensions of a 4xx AppError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'This email is already registered.',
      field: 'email',
    });
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const problem = response.json();
    expect(problem).toMatchObject({ code: 'INTERNAL', status: 500, title: 'Internal server error' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
  });

  it('hides a response that does not match its schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(response.body).not.toContain('not a number');
  });

  it('returns the request id, honouring a safe incoming one', async () => {
    const honoured = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(honoured.headers['x-request-id']).toBe('abc-123');
    expect(honoured.json().requestId).toBe('abc-123');

    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
