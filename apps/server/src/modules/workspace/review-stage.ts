/**
 * The case's place in the review part of the journey, read from its state-machine step: the review
 * stage `caseProgress` counts with, and the review card the second dashboard shows.
 */
import {
  type CaseState,
  type CaseStep,
  navigationRules,
  type ReviewCard,
  type ReviewStage,
  type StepState,
} from '@camino/contracts';
import { isAtOrAfter } from './step-order';

const STAGE_OF_STEP: Partial<Record<CaseStep, ReviewStage>> = {
  'initial-review': 'initial-review',
  'initial-review-correction': 'initial-review-correction',
  'final-review': 'final-review',
  'final-review-correction': 'final-review-correction',
  preparing: 'preparing',
};

/** The review stage of a step; every step from the package download on counts as `ready`. */
export function reviewStageOf(step: CaseStep): ReviewStage {
  const stage = STAGE_OF_STEP[step];
  if (stage) return stage;
  return isAtOrAfter(step, 'download') ? 'ready' : 'not-started';
}

function stateBetween(step: CaseStep, start: CaseStep, done: CaseStep): StepState {
  if (isAtOrAfter(step, done)) return 'completed';
  return isAtOrAfter(step, start) ? 'in-progress' : 'pending';
}

/** The initial and final review states (a correction keeps its review in progress) and the flags. */
export function reviewCardOf(state: CaseState): ReviewCard {
  const stage = reviewStageOf(state.step);
  const rules = navigationRules(state);
  return {
    isReviewStep: stage.startsWith('initial-review') || stage.startsWith('final-review'),
    initialReview: stateBetween(state.step, 'initial-review', 'final-review'),
    finalReview: stateBetween(state.step, 'final-review', 'preparing'),
    hasCorrectionRequest: rules.hasCorrectionRequest,
    isFinalReview: rules.isFinalReview,
  };
}
