import type { DashboardStep, StartApplicationStepId } from '@camino/contracts';

/** The steps the applicant does before Camino can prepare the case. */
const INPUT_STEPS: readonly StartApplicationStepId[] = ['upload-documents', 'complete-information'];

/** The applicant's own steps not yet completed, in order. */
export function missingSteps(progress: DashboardStep): StartApplicationStepId[] {
  return progress.steps
    .filter((step) => INPUT_STEPS.includes(step.id) && step.state !== 'completed')
    .map((step) => step.id);
}
