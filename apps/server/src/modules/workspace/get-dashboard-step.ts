import { type CaseProgressSnapshot, caseProgress, type DashboardStep } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import type { CaseProgressSources } from '../module-events';
import { findLegalConfigId } from './legal-questionnaire';
import { caseProgressSnapshot } from './progress-snapshot';
import { reviewCardOf } from './review-stage';

/** The journey step, the Start application steps with their states and the review card. */
export function dashboardStepOf(caseRow: CaseRow, snapshot: CaseProgressSnapshot): DashboardStep {
  const progress = caseProgress(snapshot);
  return {
    step: caseRow.step,
    stage: snapshot.review,
    currentStep: progress.currentStep,
    steps: progress.steps.map(({ id, state }) => ({ id, state })),
    completedCount: progress.completedCount,
    review: reviewCardOf({ step: caseRow.step, payment: caseRow.payment }),
  };
}

/** GET dashboard/step. */
export async function getDashboardStep(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
): Promise<DashboardStep> {
  const configId = await findLegalConfigId(db, caseRow.strategy);
  return dashboardStepOf(caseRow, await caseProgressSnapshot(db, progress, caseRow, configId));
}
