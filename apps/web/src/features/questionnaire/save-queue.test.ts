import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { SaveQueue, type NewCall, type QueuedCall } from './save-queue';

const save = (response: string): NewCall => ({
  configId: 7,
  kind: 'save',
  method: 'POST',
  path: '/param-question-response/process-array',
  body: { response },
});
const path = (flowPath: string): NewCall => ({
  configId: 7,
  kind: 'path',
  method: 'POST',
  path: '/question-flow-path/temp',
  body: { flow_path: flowPath },
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
          throw new ApiError(503);
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
    const rejections: number[] = [];
    const sent: unknown[] = [];
    const queue = new SaveQueue({
      send: async (queued) => {
        if ((queued.body as { response?: string }).response === 'bad') {
          throw new ApiError(400, { questionErrors: [] });
        }
        sent.push(queued.body);
      },
      isOnline: () => online,
    });
    queue.onRejected((rejection) => rejections.push(rejection.status));
    queue.enqueue([save('bad'), save('good')]);
    expect(await queue.flush()).toBe(true);
    expect(rejections).toEqual([400]);
    expect(sent).toEqual([{ response: 'good' }]);
  });
});
