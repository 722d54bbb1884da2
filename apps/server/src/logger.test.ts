import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join('\n'),
  };
}

describe('log redaction', () => {
  it('censors personal data wherever it appears in a logged object', () => {
    const out = capture();
    const log = createLogger({ LOG_LEVEL: 'info' }, out.stream);
    log.info(
      {
        email: 'ana@example.org',
        user: {
          password: 'Secret1!',
          phone: '+15551234567',
          aNumber: '123456789',
          dateOfBirth: '1990-01-01',
        },
        body: { account: { name: 'Ana', lastName: 'Pérez' } },
        answers: [{ response: 'what happened to me' }],
        headers: { authorization: 'Bearer abc', cookie: 'refresh=xyz' },
        queue: 'emails',
      },
      'something happened',
    );
    const text = out.text();
    for (const secret of [
      'ana@example.org',
      'Secret1!',
      '+15551234567',
      '123456789',
      '1990-01-01',
      'Pérez',
      'what happened',
      'Bearer abc',
      'refresh=xyz',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[Redacted]');
    expect(out.records()[0]).toMatchObject({ queue: 'emails', msg: 'something happened' });
  });

  it('censors tokens in logged request URLs and never logs request bodies', async () => {
    const out = capture();
    const routes: FastifyPluginAsyncZod = async (app) => {
      app.post('/test/login', async (request) => {
        request.log.info({ body: request.body }, 'login attempt');
        return { ok: true };
      });
    };
    const t = await createTestApp({
      routes: [routes],
      logger: createLogger({ LOG_LEVEL: 'info' }, out.stream),
      startJobs: false,
    });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/test/login?token=s3cr3t-token&lang=es',
        payload: { email: 'ana@example.org', password: 'Secret1!' },
        headers: { authorization: 'Bearer abc' },
      });
      const text = out.text();
      expect(text).not.toContain('s3cr3t-token');
      expect(text).not.toContain('ana@example.org');
      expect(text).not.toContain('Secret1!');
      expect(text).not.toContain('Bearer abc');
      expect(text).toContain('lang=es');
      const incoming = out.records().find((record) => record.msg === 'incoming request');
      expect(incoming).toMatchObject({ req: { method: 'POST' } });
      expect(incoming?.requestId).toBeTypeOf('string');
    } finally {
      await t.close();
    }
  });
});
