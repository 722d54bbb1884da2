import type { DeleteResponsesBody, FlowPathRequest, ProcessArrayRequest } from '@camino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { resetSessionManager } from '../../lib/session/session-store';
import { AUTH_STORAGE_KEY } from '../../lib/session/token-store';
import { deleteAnswersCall, saveAnswersCall, saveFlowPathCall } from './api';
import { SaveQueue, type NewCall, type QueuedCall, type Rejection } from './save-queue';

// The queue never reads a body, so each stands for its call with one telling field.
const save = (response: string): NewCall => ({
  configId: 7,
  ...saveAnswersCall({ response } as unknown as ProcessArrayRequest),
});
const path = (flowPath: string): NewCall => ({
  configId: 7,
  ...saveFlowPathCall('temp', { flow_path: flowPath } as FlowPathRequest),
});

const bodies = (calls: readonly QueuedCall[]) => calls.map((queued) => queued.body);

describe('save queue', () => {
  let online = true;
  beforeEach(() => {
    window.localStorage.clear();
    online = true;
  });
  afterEach(() => vi.useRealTimers());

  it('sends calls in order and reports saved', async () => {
    const sent: unknown[] = [];
    const queue = new SaveQueue({
      send: async (queued) => void sent.push(queued.body),
      isOnline: () => online,
    });
    queue.enqueue([save('a'), save('b')]);
    expect(await queue.flush()).toBe(true);
    expect(sent).toEqual([{ response: 'a' }, { response: 'b' }]);
    expect(queue.status()).toBe('saved');
  });

  it('retries with backoff on a flaky network, without losing or reordering calls', async () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    let failures = 2;
    const queue = new SaveQueue({
      send: async (queued) => {
        if (failures > 0) {
          failures -= 1;
          throw new ApiError(503, 'UNAVAILABLE', 'Unavailable');
        }
        sent.push(queued.body);
      },
      baseDelayMs: 1000,
      isOnline: () => online,
    });
    queue.enqueue([save('a'), save('b')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.status()).toBe('saving');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([{ response: 'a' }, { response: 'b' }]);
    expect(queue.status()).toBe('saved');
  });

  it('keeps calls across a reload and sends them on the next start', async () => {
    online = false;
    const first = new SaveQueue({ send: async () => undefined, isOnline: () => online });
    first.enqueue([save('a'), path('1;2')]);
    expect(first.status()).toBe('offline');

    online = true;
    const sent: unknown[] = [];
    const reloaded = new SaveQueue({
      send: async (queued) => void sent.push(queued.body),
      isOnline: () => online,
    });
    expect(bodies(reloaded.pending())).toEqual([{ response: 'a' }, { flow_path: '1;2' }]);
    const stop = reloaded.start();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(reloaded.pending()).toEqual([]);
    stop();
  });

  it('holds answers while offline and flushes them in order when back online', async () => {
    online = false;
    const sent: unknown[] = [];
    const queue = new SaveQueue({
      send: async (queued) => void sent.push(queued.body),
      isOnline: () => online,
    });
    const stop = queue.start();
    queue.enqueue([save('a')]);
    queue.enqueue([path('1;2'), save('b')]);
    queue.enqueue([path('1;2;3')]);
    await queue.flush();
    expect(sent).toEqual([]);
    expect(queue.status()).toBe('offline');
    // Only the last walked path matters; earlier unsent ones are dropped.
    expect(bodies(queue.pending())).toEqual([{ response: 'a' }, { response: 'b' }, { flow_path: '1;2;3' }]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.status()).toBe('saved'));
    expect(sent).toEqual([{ response: 'a' }, { response: 'b' }, { flow_path: '1;2;3' }]);
    stop();
  });

  it('does not retry a call the server rejects, and reports it', async () => {
    const rejections: Rejection[] = [];
    const sent: unknown[] = [];
    const queue = new SaveQueue({
      send: async (queued) => {
        if ((queued.body as { response?: string }).response === 'bad') {
          throw new ApiError(400, 'VALIDATION', 'Invalid', undefined, [], { questionErrors: [] });
        }
        sent.push(queued.body);
      },
      isOnline: () => online,
    });
    queue.onRejected((rejection) => rejections.push(rejection));
    queue.enqueue([save('bad'), save('good')]);
    expect(await queue.flush()).toBe(true);
    expect(rejections.map(({ status, extensions }) => ({ status, extensions }))).toEqual([
      { status: 400, extensions: { questionErrors: [] } },
    ]);
    expect(sent).toEqual([{ response: 'good' }]);
  });
});

describe('save queue sending to the API', () => {
  const problem = (status: number, body: object = {}) =>
    new Response(JSON.stringify({ title: 'No', status, ...body }), {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    });
  let fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>;

  const signIn = (auth: object) => {
    window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
    resetSessionManager();
  };
  const sent = (index: number) => fetchImpl.mock.calls[index]!;
  const authorization = (index: number) => new Headers(sent(index)[1]?.headers).get('Authorization');

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetSessionManager();
    fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ saved: [] }));
    vi.stubGlobal('fetch', fetchImpl);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetSessionManager();
  });

  it('sends each call with the credential of the moment it goes out', async () => {
    const queue = new SaveQueue({ isOnline: () => true });
    signIn({ tempToken: 'tmp' });
    queue.enqueue([save('a')]);
    await queue.flush();
    signIn({ token: 'full', tokenExpiration: Date.now() + 60_000, tempToken: 'tmp' });
    queue.enqueue([save('b')]);
    await queue.flush();
    signIn({ token: 'old', tokenExpiration: Date.now() - 1 });
    queue.enqueue([save('c')]);
    await queue.flush();

    expect([0, 1, 2].map(authorization)).toEqual(['Bearer temp tmp', 'Bearer full', null]);
    expect(sent(0)[0]).toBe('/api/param-question-response/process-array');
    expect(sent(0)[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ response: 'a' }) });
  });

  it('leaves retrying a failed server to the queue, even for a delete', async () => {
    vi.useFakeTimers();
    fetchImpl.mockResolvedValueOnce(problem(503)).mockResolvedValueOnce(problem(503));
    const queue = new SaveQueue({ baseDelayMs: 1000, isOnline: () => true });
    queue.enqueue([
      { configId: 7, ...deleteAnswersCall({ response: 'a' } as unknown as DeleteResponsesBody) },
    ]);
    // The client on its own would have asked again after 400 ms.
    await vi.advanceTimersByTimeAsync(450);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(queue.status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(queue.status()).toBe('saved');
  });

  it('waits as offline when the network fails, though the browser says it is online', async () => {
    vi.useFakeTimers();
    fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const queue = new SaveQueue({ baseDelayMs: 1000, isOnline: () => true });
    queue.enqueue([save('a')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.status()).toBe('offline');
    expect(queue.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.status()).toBe('saved');
  });

  it("passes the server's refusal, with its question errors, to the listeners", async () => {
    const questionErrors = [{ question_id: 31, loop_id: 1, key: 'invalidFormat', message: 'Invalid format' }];
    fetchImpl.mockResolvedValueOnce(problem(400, { code: 'VALIDATION', questionErrors }));
    const rejections: Rejection[] = [];
    const queue = new SaveQueue({ isOnline: () => true });
    queue.onRejected((rejection) => rejections.push(rejection));
    queue.enqueue([save('bad')]);
    expect(await queue.flush()).toBe(true);
    expect(rejections).toHaveLength(1);
    expect(rejections[0]!.status).toBe(400);
    expect(rejections[0]!.extensions.questionErrors).toEqual(questionErrors);
  });

  it('keeps the temporary session and the call when its credential is refused', async () => {
    vi.useFakeTimers();
    signIn({ tempToken: 'tmp' });
    fetchImpl.mockResolvedValueOnce(problem(401, { code: 'UNAUTHORIZED' }));
    const queue = new SaveQueue({ baseDelayMs: 1000, isOnline: () => true });
    queue.enqueue([save('a')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.status()).toBe('error');
    expect(queue.pending()).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toEqual({ tempToken: 'tmp' });
  });
});
