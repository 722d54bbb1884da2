import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { accounts } from './db/schema';
import { createLogger } from './logger';
import { hashPassword, randomToken } from './modules/accounts';

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

  it('logs a database error by name and code, never its statement, parameters or row values', async () => {
    const out = capture();
    const email = 'maria.lopez@example.org';
    const phone = '+15559876543';
    const name = 'Mariángeles';
    const lastName = 'Quintanilla';
    const passwordHash = await hashPassword(
      { PASSWORD_HASH_MEMORY_KIB: 1024, PASSWORD_HASH_TIME_COST: 1 },
      'Secret1!',
    );
    const token = randomToken();
    const link = `http://localhost:3000/activate-account?token=${token}`;
    const routes: FastifyPluginAsyncZod = async (app) => {
      app.post('/test/duplicate-account', async () => {
        const row = { name, lastName, email, phone, passwordHash, safeContact: { link } };
        await app.db.insert(accounts).values(row);
        await app.db.insert(accounts).values(row);
        return { ok: true };
      });
      app.post('/test/bad-uuid', async () => {
        await app.db.insert(accounts).values({ id: `${email}-${token}`, name, lastName, email, phone });
        return { ok: true };
      });
      app.post('/test/job-failure', async (request) => {
        const error = new Error(`could not deliver to ${email} (${phone}) with ${link}`, {
          cause: { query: `insert ${name}`, params: [email, passwordHash], data: { to: phone } },
        });
        request.log.error(error);
        request.log.warn({ job: { id: 'j1', data: { to: email } }, err: error }, 'job failed');
        request.log.info({ a: { b: { c: { d: { e: { contact: { email, phone } } } } } } }, 'deep');
        throw error;
      });
    };
    const t = await createTestApp({
      routes: [routes],
      logger: createLogger({ LOG_LEVEL: 'info' }, out.stream),
      startJobs: false,
    });
    try {
      for (const url of ['/api/test/duplicate-account', '/api/test/bad-uuid', '/api/test/job-failure']) {
        const response = await t.app.inject({ method: 'POST', url, remoteAddress: '203.0.113.77' });
        expect(response.statusCode).toBe(500);
      }
      const text = out.text();
      for (const secret of [
        email,
        phone,
        '5559876543',
        name,
        lastName,
        passwordHash,
        '$argon2',
        token,
        '203.0.113.77',
      ]) {
        expect(text).not.toContain(secret);
      }
      const failures = out.records().filter((record) => record.msg === 'request failed');
      expect(failures).toHaveLength(3);
      const [duplicate, badUuid] = failures.map((record) => record.err as Record<string, unknown>);
      expect(duplicate).toMatchObject({ name: 'Error', type: 'DrizzleQueryError' });
      expect(JSON.stringify(duplicate)).toContain('accounts_email_key');
      expect(JSON.stringify(duplicate)).toContain('23505');
      expect(badUuid).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22P02' } });
      expect(text).toContain('"remoteAddress":"203.0.113.0"');
    } finally {
      await t.close();
    }
  });

  it('does not log the recipient searched in the development outbox', async () => {
    const out = capture();
    const t = await createTestApp({
      logger: createLogger({ LOG_LEVEL: 'info' }, out.stream),
      startJobs: false,
    });
    try {
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ana%40example.org' });
      expect(out.text()).not.toContain('ana');
      expect(out.text()).toContain('/api/dev/outbox?to=');
    } finally {
      await t.close();
    }
  });
});
