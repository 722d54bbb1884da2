import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAccount, createAuthTestApp, newAccountBody } from '../accounts/test-support';
import { deliverNotification } from './deliver-notification';
import { createTransports } from './transports';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local server shaped like Twilio's Messages API (form-encoded POST, Basic auth, 201 JSON). */
async function startFakeTwilio() {
  const received: { to: string; from: string | null; body: string; authorization: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/2010-04-01/Accounts/AC123/Messages.json') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 20404, message: 'Not found' }));
        return;
      }
      const form = new URLSearchParams(raw);
      received.push({
        to: form.get('To')!,
        from: form.get('From'),
        body: form.get('Body')!,
        authorization: request.headers.authorization,
      });
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued', to: form.get('To') }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor<T>(read: () => T[], count: number): Promise<T[]> {
  const deadline = Date.now() + 20_000;
  while (read().length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(read().length).toBeGreaterThanOrEqual(count);
  return read();
}

describe('production transports', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  let t: AuthTestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    twilio = await startFakeTwilio();
    t = await createAuthTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Camino <hola@camino.example>',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'twilio-secret',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: twilio.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await twilio.close();
  });

  it('sends the activation email over SMTP and the SMS through Twilio', async () => {
    const body = await createAccount(t.app, newAccountBody());
    const [mail] = await waitFor(() => smtp.received, 1);
    expect(mail).toMatchObject({ from: 'hola@camino.example', to: [body.email] });
    expect(mail!.raw).toContain('Subject: Activate your Camino account');
    expect(mail!.raw).toMatch(/activate-account\?token=/);

    const [sms] = await waitFor(() => twilio.received, 1);
    expect(sms).toMatchObject({ to: body.phone, from: '+15005550006' });
    expect(sms!.body).toMatch(/^Camino: activate your account with this link/);
    expect(sms!.authorization).toBe(`Basic ${Buffer.from('AC123:twilio-secret').toString('base64')}`);
  });

  it('delivers a message once per idempotency key', async () => {
    const transports = createTransports(t.config, t.database.db);
    const log = createLogger(t.config);
    const before = twilio.received.length;
    const notification = {
      key: 'test:idempotent:sms',
      channel: 'sms' as const,
      to: '+12025550147',
      locale: 'es' as const,
      template: 'activation' as const,
      params: { name: 'Ana', link: 'http://localhost:3000/es/activate-account?token=x' },
    };
    await deliverNotification({ db: t.database.db, transports, log }, notification);
    await deliverNotification({ db: t.database.db, transports, log }, notification);
    expect(twilio.received.length - before).toBe(1);
    expect(twilio.received.at(-1)!.body).toMatch(/^Camino: active su cuenta/);
  });

  it('has no development outbox once both channels really send', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists outbox messages outside production', async () => {
    const t = await createAuthTestApp();
    try {
      const body = await createAccount(t.app, newAccountBody());
      await t.outbox(body.email);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent(body.email)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().messages).toEqual([
        {
          to: body.email,
          channel: 'email',
          subject: 'Activate your Camino account',
          text: expect.stringContaining('Hi María,'),
          links: [expect.stringMatching(/^http:\/\/localhost:3000\/activate-account\?token=/)],
          createdAt: expect.any(String),
        },
      ]);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production, even with the outbox as transport', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' }, startJobs: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
