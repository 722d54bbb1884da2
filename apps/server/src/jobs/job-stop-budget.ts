// Left for closing the database and exiting once the jobs are stopped.
const CLOSE_MARGIN_MS = 1000;
// pg-boss refuses a shorter graceful stop.
const MIN_JOB_STOP_MS = 1000;

/**
 * How long running jobs may take to finish before the process deadline. Jobs still running then are
 * failed by pg-boss (and retried later) instead of being cut off by the forced exit.
 */
export function jobStopBudget(deadline: number, now = Date.now()): number {
  return Math.max(MIN_JOB_STOP_MS, deadline - now - CLOSE_MARGIN_MS);
}
