import { useRef } from 'react';

/**
 * The progress shown while moving forward never goes down: a branch that turns out longer than
 * estimated holds the bar still instead of taking it back. Going back (a shorter path) and
 * restarting show the estimate again.
 */
export function useSteadyPercent(estimate: number, pathLength: number): number {
  const shown = useRef({ percent: estimate, pathLength });
  const previous = shown.current;
  const percent = pathLength > previous.pathLength ? Math.max(previous.percent, estimate) : estimate;
  if (previous.percent !== percent || previous.pathLength !== pathLength) {
    shown.current = { percent, pathLength };
  }
  return percent;
}
