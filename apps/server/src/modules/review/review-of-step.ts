import type { CaseStep, ReviewKind } from '@camino/contracts';

/** The review a step belongs to; a correction keeps its review. */
export function reviewOfStep(step: CaseStep): ReviewKind | null {
  if (step === 'initial-review' || step === 'initial-review-correction') return 'initial';
  if (step === 'final-review' || step === 'final-review-correction') return 'final';
  return null;
}

export const isCorrectionStep = (step: CaseStep): boolean =>
  step === 'initial-review-correction' || step === 'final-review-correction';
