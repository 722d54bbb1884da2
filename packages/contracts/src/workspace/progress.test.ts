import { describe, expect, it } from 'vitest';
import { ESTIMATES } from '../constants';
import type { CaseProgressSnapshot, StepState } from './progress';
import { caseProgress, formatEstimate, isReadOnly, START_APPLICATION_STEPS } from './progress';

describe('isReadOnly', () => {
  it.each([
    [{ ok: true, completionPercentage: 0 } as const, false],
    [{ ok: true, completionPercentage: 99.9 } as const, false],
    [{ ok: true, completionPercentage: 100 } as const, true],
    [{ ok: true, completionPercentage: Number.NaN } as const, true],
    [{ ok: false } as const, true],
  ])('%j → %s', (result, expected) => {
    expect(isReadOnly(result)).toBe(expected);
  });
});

describe('start application steps', () => {
  it('lists the four steps with the spec’s estimates', () => {
    expect(START_APPLICATION_STEPS.map(({ id, estimate, doneBy }) => ({ id, estimate, doneBy }))).toEqual([
      { id: 'upload-documents', estimate: { minutes: 30 }, doneBy: 'applicant' },
      { id: 'complete-information', estimate: { minutes: 90 }, doneBy: 'applicant' },
      { id: 'case-assembly', estimate: { days: 1 }, doneBy: 'camino' },
      { id: 'final-review', estimate: { minutes: 20 }, doneBy: 'applicant' },
    ]);
    expect(ESTIMATES.documentsMinutes).toBe(30);
    for (const step of START_APPLICATION_STEPS) {
      expect(step.label.en).not.toBe('');
      expect(step.label.es).not.toBe('');
    }
  });

  it('formats estimates in both languages', () => {
    expect(formatEstimate({ minutes: 90 }, 'en')).toBe('90 min');
    expect(formatEstimate({ minutes: 30 }, 'es')).toBe('30 min');
    expect(formatEstimate({ days: 1 }, 'en')).toBe('1 day');
    expect(formatEstimate({ days: 1 }, 'es')).toBe('1 día');
    expect(formatEstimate({ days: 2 }, 'es')).toBe('2 días');
  });
});

describe('caseProgress', () => {
  const fresh: CaseProgressSnapshot = {
    documentsUploaded: 0,
    documentsRequired: 3,
    questionnaireCompletion: 0,
    review: 'not-started',
  };
  const states = (snapshot: CaseProgressSnapshot): StepState[] =>
    caseProgress(snapshot).steps.map((step) => step.state);

  const done = { documentsUploaded: 3, questionnaireCompletion: 100 };
  it.each<[string, Partial<CaseProgressSnapshot>, StepState[]]>([
    // States in list order: upload documents, complete information, case assembly, final review.
    ['nothing done', {}, ['pending', 'pending', 'pending', 'pending']],
    ['some documents', { documentsUploaded: 1 }, ['in-progress', 'pending', 'pending', 'pending']],
    [
      'documents done, questionnaire started',
      { documentsUploaded: 3, questionnaireCompletion: 40 },
      ['completed', 'in-progress', 'pending', 'pending'],
    ],
    [
      'both done, review not started',
      { documentsUploaded: 4, questionnaireCompletion: 100 },
      ['completed', 'completed', 'pending', 'pending'],
    ],
    [
      'initial review',
      { ...done, review: 'initial-review' },
      ['completed', 'completed', 'pending', 'in-progress'],
    ],
    [
      'correction requested, a document to replace',
      { ...done, documentsUploaded: 2, review: 'initial-review-correction' },
      ['in-progress', 'completed', 'pending', 'in-progress'],
    ],
    [
      'final review',
      { ...done, review: 'final-review' },
      ['completed', 'completed', 'pending', 'in-progress'],
    ],
    [
      'final review correction',
      { ...done, review: 'final-review-correction' },
      ['completed', 'completed', 'pending', 'in-progress'],
    ],
    [
      'approved, Camino is assembling',
      { ...done, review: 'preparing' },
      ['completed', 'completed', 'in-progress', 'completed'],
    ],
    ['package ready', { ...done, review: 'ready' }, ['completed', 'completed', 'completed', 'completed']],
    ['no checklist yet', { documentsRequired: 0 }, ['pending', 'pending', 'pending', 'pending']],
  ])('%s', (_case, changes, expected) => {
    expect(states({ ...fresh, ...changes })).toEqual(expected);
  });

  it('names the current step and counts the completed ones', () => {
    expect(caseProgress({ ...fresh, documentsUploaded: 3, questionnaireCompletion: 50 })).toMatchObject({
      currentStep: 'complete-information',
      completedCount: 1,
    });
    expect(caseProgress({ ...fresh, ...done })).toMatchObject({
      currentStep: 'final-review',
      completedCount: 2,
    });
    expect(caseProgress({ ...fresh, ...done, review: 'final-review' })).toMatchObject({
      currentStep: 'final-review',
      completedCount: 2,
    });
    expect(caseProgress({ ...fresh, ...done, review: 'preparing' })).toMatchObject({
      currentStep: 'case-assembly',
      completedCount: 3,
    });
    expect(caseProgress({ ...fresh, ...done, review: 'ready' })).toMatchObject({
      currentStep: null,
      completedCount: 4,
    });
  });
});
