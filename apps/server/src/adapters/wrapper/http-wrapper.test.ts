import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpWrapper } from './http-wrapper';
import { createLocalWrapper } from './local-wrapper';

let server: Server;
let url: string;
let status = 200;
let answer: unknown = {};
const received: { method?: string; path?: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      received.push({ method: request.method, path: request.url, headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wrapper/`;
});
afterAll(() => server.close());

const wrapper = () => createHttpWrapper({ url, token: 'w-secret' });

describe('HTTP wrapper adapter', () => {
  it("reads GET clientInfo/{case}: the service's client id and intake progress", async () => {
    status = 200;
    answer = { clientId: 'W-9', sectionsAnswered: 4, email: 'not-kept@example.com' };
    received.length = 0;
    await expect(wrapper().clientInfo('case-1')).resolves.toEqual({ clientId: 'W-9', sectionsAnswered: 4 });
    expect(received[0]).toMatchObject({
      method: 'GET',
      path: '/wrapper/clientInfo/case-1',
      headers: { authorization: 'Bearer w-secret' },
    });
  });

  it('answers null for a client the service does not know, and throws on a 5xx', async () => {
    status = 404;
    await expect(wrapper().clientInfo('case-2')).resolves.toBeNull();
    status = 503;
    await expect(wrapper().clientInfo('case-2')).rejects.toThrow('503');
  });

  it('sends PATCH update-intake with the count only, the same key on a retry', async () => {
    status = 503;
    received.length = 0;
    const update = { caseId: 'case-1', sectionsAnswered: 5, at: '2026-11-28T00:00:00.000Z' };
    await expect(wrapper().updateIntake(update)).rejects.toThrow('503');
    status = 200;
    await wrapper().updateIntake(update);
    expect(received.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /wrapper/update-intake',
      'PATCH /wrapper/update-intake',
    ]);
    expect(received[1]!.headers['idempotency-key']).toBe('case:case-1:intake:5');
    expect(received[0]!.headers['idempotency-key']).toBe(received[1]!.headers['idempotency-key']);
    expect(JSON.parse(received[1]!.body)).toEqual({
      externalId: 'case-1',
      sectionsAnswered: 5,
      updatedAt: '2026-11-28T00:00:00.000Z',
    });
  });
});

describe('local wrapper adapter', () => {
  it('knows no client and keeps the progress in its table', async () => {
    const local = createLocalWrapper();
    await expect(local.clientInfo('case-1')).resolves.toBeNull();
    await expect(
      local.updateIntake({ caseId: 'case-1', sectionsAnswered: 1, at: '' }),
    ).resolves.toBeUndefined();
  });
});
