import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerKey } from '@camino/questionnaire';
import { ApiError } from '../../lib/api-client';
import { saveAnswersCall } from './api';
import { SaveQueue, setSaveQueue, type NewCall } from './save-queue';
import { useSaveProblems } from './use-save-problems';

const save = (configId: number): NewCall => ({
  configId,
  ...saveAnswersCall({ config_id: configId, question_section_id: 1, lang: 'en', answers: [] }),
});

const refusal = new ApiError(400, 'VALIDATION', 'Invalid', undefined, [], {
  title: 'Validation',
  questionErrors: [{ question_id: 31, loop_id: 1, key: 'invalidFormat', message: 'Invalid format' }],
});

let send: ReturnType<typeof vi.fn<(call: unknown) => Promise<void>>>;
let queue: SaveQueue;

beforeEach(() => {
  window.localStorage.clear();
  send = vi.fn(async () => undefined);
  queue = new SaveQueue({ send, baseDelayMs: 10, isOnline: () => true });
  setSaveQueue(queue);
});
afterEach(() => setSaveQueue(null));

// The hook starts the queue on mount; its first (empty) run settles before anything is queued.
async function renderSaveProblems(configId: number | null, onRefused: () => void = () => undefined) {
  const rendered = renderHook(() => useSaveProblems(configId, 'en', onRefused));
  await act(async () => undefined);
  return rendered;
}

describe('useSaveProblems', () => {
  it("follows the queue's status", async () => {
    let land: () => void = () => undefined;
    send.mockImplementationOnce(() => new Promise<void>((resolve) => (land = resolve)));
    const { result } = await renderSaveProblems(7);
    expect(result.current.status).toBe('saved');
    act(() => queue.enqueue([save(7)]));
    expect(result.current.status).toBe('saving');
    await act(async () => land());
    await waitFor(() => expect(result.current.status).toBe('saved'));
  });

  it('turns a refused save of its configuration into field problems and says so', async () => {
    send.mockRejectedValueOnce(refusal);
    const onRefused = vi.fn();
    const { result } = await renderSaveProblems(7, onRefused);
    act(() => queue.enqueue([save(7)]));
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(result.current.problems[answerKey(31, 1)]).toMatchObject({ key: 'invalidFormat' });
    expect(result.current.problems[answerKey(31, 1)]?.message).toBeTruthy();
  });

  it("ignores another configuration's refusals and refusals that name no field", async () => {
    send
      .mockRejectedValueOnce(refusal)
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION', 'Invalid', undefined, [], { title: 'Bad' }));
    const onRefused = vi.fn();
    const { result } = await renderSaveProblems(7, onRefused);
    act(() => queue.enqueue([save(8), save(7)]));
    await waitFor(() => expect(queue.pending()).toEqual([]));
    expect(onRefused).not.toHaveBeenCalled();
    expect(result.current.problems).toEqual({});
  });

  it('forgets the refusal of a field being corrected', async () => {
    send.mockRejectedValueOnce(refusal);
    const { result } = await renderSaveProblems(7);
    act(() => queue.enqueue([save(7)]));
    await waitFor(() => expect(Object.keys(result.current.problems)).toHaveLength(1));
    act(() => result.current.forget(answerKey(31, 1)));
    expect(result.current.problems).toEqual({});
  });

  it('listens for no refusal until a configuration is open', async () => {
    send.mockRejectedValueOnce(refusal);
    const onRefused = vi.fn();
    await renderSaveProblems(null, onRefused);
    act(() => queue.enqueue([save(7)]));
    await waitFor(() => expect(queue.pending()).toEqual([]));
    expect(onRefused).not.toHaveBeenCalled();
  });
});
