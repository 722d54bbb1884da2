import { createTimer, SESSION_TIMING, type SessionClock } from './session-timing';

export interface IdleTimerOptions {
  clock: SessionClock;
  /** Only a started session can go idle; a visitor without one is never warned. */
  counting(): boolean;
  onWarning(logoutAt: number): void;
  onWarningCleared(): void;
  onIdle(): void;
}

/** The spec's inactivity rule: a warning at 840 s without activity, the sign-out at 900 s. */
export interface IdleTimer {
  readonly lastActivity: number;
  readonly warning: boolean;
  /** Activity at `at` (here or in another tab) postpones the warning and the sign-out. */
  markActive(at: number): void;
  /** The last activity recorded before this page opened, so a long pause still counts. */
  restore(at: number): void;
  /** Starts or re-starts the countdown from the last activity. */
  schedule(): void;
  stop(): void;
}

export function createIdleTimer({
  clock,
  counting,
  onWarning,
  onWarningCleared,
  onIdle,
}: IdleTimerOptions): IdleTimer {
  const warnTimer = createTimer(clock);
  const idleTimer = createTimer(clock);
  let lastActivity = clock.now();
  let warning = false;

  function clearWarning() {
    if (!warning) return;
    warning = false;
    onWarningCleared();
  }

  function schedule() {
    warnTimer.clear();
    idleTimer.clear();
    if (!counting()) return;
    const elapsed = clock.now() - lastActivity;
    if (!warning) {
      warnTimer.set(
        () => {
          if (!counting()) return;
          warning = true;
          onWarning(lastActivity + SESSION_TIMING.idleLogoutMs);
        },
        Math.max(0, SESSION_TIMING.idleWarningMs - elapsed),
      );
    }
    idleTimer.set(
      () => {
        // Timers can fire late or early in throttled tabs; the recorded time decides.
        if (clock.now() - lastActivity >= SESSION_TIMING.idleLogoutMs) onIdle();
        else schedule();
      },
      Math.max(0, SESSION_TIMING.idleLogoutMs - elapsed),
    );
  }

  return {
    get lastActivity() {
      return lastActivity;
    },
    get warning() {
      return warning;
    },
    markActive(at) {
      lastActivity = Math.max(lastActivity, at);
      clearWarning();
      schedule();
    },
    restore(at) {
      lastActivity = at;
    },
    schedule,
    stop() {
      warnTimer.clear();
      idleTimer.clear();
      clearWarning();
    },
  };
}
