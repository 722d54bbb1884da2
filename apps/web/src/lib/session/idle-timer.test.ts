import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';
import { SESSION_TIMING, systemClock } from './session-timing';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function idleTimer(counting = () => true) {
  const calls: string[] = [];
  const timer = createIdleTimer({
    clock: systemClock,
    counting,
    onWarning: (logoutAt) => calls.push(`warning ${logoutAt - T0}`),
    onWarningCleared: () => calls.push('cleared'),
    onIdle: () => calls.push('idle'),
  });
  return { timer, calls };
}

describe('idle timer', () => {
  beforeEach(() => vi.useFakeTimers({ now: T0 }));
  afterEach(() => vi.useRealTimers());

  it('warns at 840 s with the time of the sign-out, then signs out at 900 s', () => {
    const { timer, calls } = idleTimer();
    timer.schedule();
    vi.advanceTimersByTime(SESSION_TIMING.idleWarningMs);
    expect(calls).toEqual([`warning ${SESSION_TIMING.idleLogoutMs}`]);
    expect(timer.warning).toBe(true);
    vi.advanceTimersByTime(SESSION_TIMING.idleLogoutMs - SESSION_TIMING.idleWarningMs);
    expect(calls.at(-1)).toBe('idle');
  });

  it('activity clears the warning and starts counting again', () => {
    const { timer, calls } = idleTimer();
    timer.schedule();
    vi.advanceTimersByTime(SESSION_TIMING.idleWarningMs);
    timer.markActive(Date.now());
    expect(calls.at(-1)).toBe('cleared');
    vi.advanceTimersByTime(SESSION_TIMING.idleLogoutMs - 1);
    expect(calls).not.toContain('idle');
  });

  it('never counts while there is nothing to sign out', () => {
    const { timer, calls } = idleTimer(() => false);
    timer.schedule();
    vi.advanceTimersByTime(2 * SESSION_TIMING.idleLogoutMs);
    expect(calls).toEqual([]);
  });

  it('counts from the activity recorded before the page opened', () => {
    const { timer, calls } = idleTimer();
    timer.restore(T0 - SESSION_TIMING.idleWarningMs);
    timer.schedule();
    vi.advanceTimersByTime(0);
    expect(calls).toEqual([`warning ${SESSION_TIMING.idleLogoutMs - SESSION_TIMING.idleWarningMs}`]);
  });

  it('stops both countdowns and clears a shown warning', () => {
    const { timer, calls } = idleTimer();
    timer.schedule();
    vi.advanceTimersByTime(SESSION_TIMING.idleWarningMs);
    timer.stop();
    vi.advanceTimersByTime(SESSION_TIMING.idleLogoutMs);
    expect(calls.slice(1)).toEqual(['cleared']);
  });
});
