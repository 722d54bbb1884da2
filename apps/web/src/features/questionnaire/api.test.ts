import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { resetSessionManager } from '../../lib/session/session-store';
import { AUTH_STORAGE_KEY } from '../../lib/session/token-store';
import { getActiveConfig, getFlow, getLabels, getPhonePrefixes } from './api';
import { readCached } from './local-cache';
import { CONFIG, EDGES, QUESTIONS, createFakeServer, labels, type FakeServer } from './test-server';

let server: FakeServer;

const respond = (response: () => Response | Promise<Response>) =>
  server.fetch.mockImplementationOnce(async () => response());
const problem = (status: number) => Response.json({ title: 'No', status }, { status });
const sentHeaders = (index: number) =>
  new Headers((server.fetch.mock.calls[index] as [string, RequestInit])[1].headers);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSessionManager();
  server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionManager();
});

describe('questionnaire calls', () => {
  it('keeps a copy with its ETag and reuses it when the server says it still holds', async () => {
    const flow = { questions: QUESTIONS, edges: EDGES };
    expect(await getFlow(CONFIG)).toEqual(flow);
    expect(sentHeaders(0).has('If-None-Match')).toBe(false);
    expect(readCached('flow:7:1:70')?.etag).toBe('"flow"');

    expect(await getFlow(CONFIG)).toEqual(flow);
    expect(sentHeaders(1).get('If-None-Match')).toBe('"flow"');
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('replaces the copy when the server has a newer answer', async () => {
    await getLabels(CONFIG, 'en');
    const renamed = labels('en').map((label) => ({ ...label, label: `New ${label.label}` }));
    respond(() => Response.json(renamed, { headers: { ETag: '"labels-en-2"' } }));
    expect((await getLabels(CONFIG, 'en'))[0]!.label).toBe(`New ${labels('en')[0]!.label}`);
    expect(readCached('labels:7:1:en')).toEqual({ etag: '"labels-en-2"', body: renamed });
  });

  it('answers from the copy when the network is down or the server fails, not when it refuses', async () => {
    await getLabels(CONFIG, 'en');
    server.online = false;
    expect(await getLabels(CONFIG, 'en')).toEqual(labels('en'));
    server.online = true;
    respond(() => problem(503));
    expect(await getLabels(CONFIG, 'en')).toEqual(labels('en'));
    respond(() => problem(403));
    await expect(getLabels(CONFIG, 'en')).rejects.toMatchObject({ status: 403 });
  });

  it('fails with status 0 when the network is down and nothing is kept', async () => {
    server.online = false;
    const error = await getFlow(CONFIG).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('asks the server once, leaving retries to the queries', async () => {
    respond(() => problem(503));
    await expect(getPhonePrefixes('en')).rejects.toMatchObject({ status: 503 });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last active configuration for a reload on a dead connection', async () => {
    expect(await getActiveConfig('sample')).toEqual(CONFIG);
    server.online = false;
    expect(await getActiveConfig('sample')).toEqual(CONFIG);
    server.online = true;
    respond(() => problem(404));
    await expect(getActiveConfig('sample')).rejects.toMatchObject({ status: 404 });
    respond(() => Response.json([]));
    await expect(getActiveConfig('sample')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an answer that is not what the contract says, even with a copy kept', async () => {
    await getFlow(CONFIG);
    respond(() => Response.json({ questions: 'none' }, { headers: { ETag: '"flow-2"' } }));
    await expect(getFlow(CONFIG)).rejects.toMatchObject({ code: 'RESPONSE_SHAPE' });
  });

  it.each([
    [
      'a valid full token',
      { token: 'full', tokenExpiration: Date.now() + 60_000, tempToken: 'tmp' },
      'Bearer full',
    ],
    [
      'an expired token and a temporary one',
      { token: 'old', tokenExpiration: 1, tempToken: 'tmp' },
      'Bearer temp tmp',
    ],
    ['an expired token only', { token: 'old', tokenExpiration: 1 }, null],
    ['no credential (the cookie speaks)', {}, null],
  ])('sends with %s', async (_case, auth, header) => {
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
    resetSessionManager();
    await getPhonePrefixes('en');
    expect(sentHeaders(0).get('Authorization')).toBe(header);
    expect((server.fetch.mock.calls[0] as [string, RequestInit])[1].credentials).toBe('same-origin');
  });

  it('leaves the temporary session to the screen when its credential is refused', async () => {
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tempToken: 'tmp' }));
    resetSessionManager();
    respond(() => problem(401));
    await expect(getPhonePrefixes('en')).rejects.toMatchObject({ status: 401 });
    expect(window.sessionStorage.getItem(AUTH_STORAGE_KEY)).toContain('tmp');
  });
});
