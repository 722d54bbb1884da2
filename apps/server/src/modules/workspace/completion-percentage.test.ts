import type { CaseProgressSnapshot, CaseStep } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { completionPercentage } from './completion-percentage';
import { reviewCardOf, reviewStageOf } from './review-stage';

const snapshot = (changes: Partial<CaseProgressSnapshot>): CaseProgressSnapshot => ({
  documentsUploaded: 0,
  documentsRequired: 4,
  questionnaireCompletion: 0,
  review: 'not-started',
  ...changes,
});

describe('completionPercentage', () => {
  it.each<[string, CaseStep, Partial<CaseProgressSnapshot>, number]>([
    ['nothing yet', 'documents', {}, 0],
    ['half the documents (30 of 120 minutes weigh 25 %)', 'documents', { documentsUploaded: 2 }, 12],
    ['documents done', 'forms', { documentsUploaded: 4 }, 25],
    ['questionnaire half done', 'forms', { documentsUploaded: 4, questionnaireCompletion: 50 }, 62],
    ['all but the last page', 'forms', { documentsUploaded: 4, questionnaireCompletion: 99.9 }, 99],
    [
      'everything in, not yet submitted',
      'forms',
      { documentsUploaded: 4, questionnaireCompletion: 100 },
      100,
    ],
    [
      'no checklist yet never completes documents',
      'documents',
      { documentsRequired: 0, documentsUploaded: 3 },
      0,
    ],
    ['initial review: changes go through requests', 'initial-review', {}, 100],
    ['a correction requested', 'final-review-correction', {}, 100],
    ['package downloaded', 'congratulations', {}, 100],
  ])('%s', (_case, step, changes, expected) => {
    expect(completionPercentage(step, snapshot(changes))).toBe(expected);
  });
});

describe('review stage and card', () => {
  it('reads the review stage from the journey step', () => {
    expect(reviewStageOf('forms')).toBe('not-started');
    expect(reviewStageOf('initial-review-correction')).toBe('initial-review-correction');
    expect(reviewStageOf('preparing')).toBe('preparing');
    expect(reviewStageOf('download')).toBe('ready');
    expect(reviewStageOf('congratulations')).toBe('ready');
  });

  it('keeps a review in progress while its correction is open', () => {
    expect(reviewCardOf({ step: 'initial-review-correction', payment: 'paid-in-full' })).toEqual({
      isReviewStep: true,
      initialReview: 'in-progress',
      finalReview: 'pending',
      hasCorrectionRequest: true,
      isFinalReview: false,
    });
    expect(reviewCardOf({ step: 'final-review', payment: 'paid-in-full' })).toMatchObject({
      isReviewStep: true,
      initialReview: 'completed',
      finalReview: 'in-progress',
      isFinalReview: true,
    });
    expect(reviewCardOf({ step: 'preparing', payment: 'paid-in-full' })).toMatchObject({
      isReviewStep: false,
      initialReview: 'completed',
      finalReview: 'completed',
    });
  });
});
