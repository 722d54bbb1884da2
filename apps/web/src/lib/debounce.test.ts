import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 25 ms by default and uses the latest arguments', () => {
    const fn = vi.fn();
    const run = debounce(fn);
    run(1);
    run(2);
    vi.advanceTimersByTime(24);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('honours a custom wait, cancel and flush', () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run('a');
    run.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
    run('b');
    run.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });
});
