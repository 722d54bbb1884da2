/** Session timing of the spec (section 9); milliseconds. */
export const SESSION_TIMING = {
  refreshWindowMs: 120_000,
  recheckBeforeExpiryMs: 30_000,
  idleLogoutMs: 900_000,
  idleWarningMs: 840_000,
  /** A refresh that failed for lack of network is tried again this soon while the token still works. */
  networkRetryMs: 15_000,
  /** Other tabs need not hear about every key press. */
  activityBroadcastMs: 10_000,
  activityThrottleMs: 1_000,
  minRefreshIntervalMs: 10_000,
} as const;

export interface SessionClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: SessionClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One pending timeout of a clock, replaced or cancelled as a whole. */
export interface Timer {
  set(callback: () => void, ms: number): void;
  clear(): void;
  readonly pending: boolean;
}

export function createTimer(clock: SessionClock): Timer {
  let handle: unknown = null;
  return {
    set(callback, ms) {
      this.clear();
      handle = clock.setTimeout(() => {
        handle = null;
        callback();
      }, ms);
    },
    clear() {
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
    get pending() {
      return handle !== null;
    },
  };
}
