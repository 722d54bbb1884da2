import { CASE_STEPS, type CaseStep } from '@camino/contracts';

/** True when the journey has reached `milestone` (or gone past it). */
export const isAtOrAfter = (step: CaseStep, milestone: CaseStep): boolean =>
  CASE_STEPS.indexOf(step) >= CASE_STEPS.indexOf(milestone);
