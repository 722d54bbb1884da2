import { CASE_STEPS, type CaseStep } from '@camino/contracts';

/** True when the case has reached `step` (or gone past it) in the journey's order. */
export function hasReached(current: CaseStep, step: CaseStep): boolean {
  return CASE_STEPS.indexOf(current) >= CASE_STEPS.indexOf(step);
}
