import type { ServerModule } from '../server-module';
import { readOnlyFamilyMembers } from './read-only-family-members';
import { workspaceRoutes } from './routes';

export { caseCompletionPercentage } from './calculate-percentage';
export { applicantToday } from './applicant-today';
export { type CaseScreening, caseScreening } from './case-screening';
export { caseMissingItems } from './case-missing-items';
export { assertSectionWritable, type CaseSection, isSectionReadOnly } from './section-access';
export type { CaseProgressSources } from '../module-events';
export type { DocumentCounts } from './documents-progress';
export { findPersonalInfo } from './personal-info-store';
export { flagStatus, loadDeploymentFlags } from './feature-flags';

/** The case workspace: dashboard, percentage, starting the case, personal information and feature flags. */
export const workspaceModule: ServerModule = {
  name: 'workspace',
  routes: workspaceRoutes,
  derivativesHooks: [readOnlyFamilyMembers],
};
