import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimer, systemClock } from './session-timing';

describe('timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps one pending timeout: setting again replaces it, clearing cancels it', () => {
    const timer = createTimer(systemClock);
    const fired: string[] = [];
    timer.set(() => fired.push('first'), 100);
    timer.set(() => fired.push('second'), 200);
    expect(timer.pending).toBe(true);
    vi.advanceTimersByTime(200);
    expect(fired).toEqual(['second']);
    expect(timer.pending).toBe(false);
    timer.set(() => fired.push('third'), 100);
    timer.clear();
    vi.advanceTimersByTime(200);
    expect(fired).toEqual(['second']);
  });
});
