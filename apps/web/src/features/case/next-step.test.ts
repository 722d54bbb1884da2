import type { Dashboard } from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { nextStep } from './next-step';

type Progress = Dashboard['progress'];

function at(progress: Partial<Progress>, review: Partial<Progress['review']> = {}): Dashboard {
  return {
    progress: {
      step: 'documents',
      stage: 'not-started',
      currentStep: 'upload-documents',
      steps: [],
      completedCount: 0,
      ...progress,
      review: {
        isReviewStep: false,
        initialReview: 'pending',
        finalReview: 'pending',
        hasCorrectionRequest: false,
        isFinalReview: false,
        ...review,
      },
    },
  } as Dashboard;
}

describe('nextStep', () => {
  it.each([
    [at({ step: 'start-application', currentStep: 'upload-documents' }), 'start', '/start-application'],
    [at({ currentStep: 'upload-documents' }), 'upload-documents', '/document-landing'],
    [at({ step: 'forms', currentStep: 'complete-information' }), 'complete-information', '/legal-landing'],
    [at({ step: 'forms', currentStep: 'final-review' }), 'submit-for-preparation', '/case-dashboard'],
    [
      at({ step: 'initial-review', stage: 'initial-review' }, { isReviewStep: true }),
      'review',
      '/review-landing',
    ],
    [
      at(
        { step: 'final-review-correction', stage: 'final-review-correction' },
        { hasCorrectionRequest: true },
      ),
      'correction',
      '/review-landing',
    ],
    [at({ step: 'preparing', stage: 'preparing' }), 'preparing', null],
    [at({ step: 'download', stage: 'ready' }), 'download', '/download-case'],
    [at({ step: 'submit-instructions', stage: 'ready' }), 'submit', '/submit-your-case'],
    [at({ step: 'congratulations', stage: 'ready' }), 'finished', '/final-instructions'],
  ])('names one next thing to do (%#)', (dashboard, key, route) => {
    expect(nextStep(dashboard)).toEqual({ key, route });
  });
});

describe('nextStep while the case is being prepared', () => {
  const declarationPart = {
    key: 'declaration-section:about_me',
    kind: 'declaration-section' as const,
    step: 'complete-information' as const,
    params: { section: 'About you' },
    route: '/declaration-sections?section=about_me',
  };

  it('is the first missing item, wherever it is done, even with every legal section complete', () => {
    const dashboard = at({ step: 'forms', currentStep: 'complete-information' });
    expect(nextStep(dashboard, [declarationPart])).toEqual({
      key: 'missing',
      route: '/declaration-sections?section=about_me',
      item: declarationPart,
    });
  });

  it('is sending the case for preparation once nothing is missing', () => {
    expect(nextStep(at({ step: 'forms', currentStep: 'complete-information' }), [])).toEqual({
      key: 'submit-for-preparation',
      route: '/case-dashboard',
    });
  });

  it('leaves the review steps to the review, whatever the list says', () => {
    const review = at({ step: 'initial-review', stage: 'initial-review' }, { isReviewStep: true });
    expect(nextStep(review, [declarationPart]).key).toBe('review');
  });
});
