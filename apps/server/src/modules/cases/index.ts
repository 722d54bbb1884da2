import type { ServerModule } from '../server-module';
import { casesRoutes } from './routes';

export {
  type ApplyCaseEventInput,
  applyCaseEvent,
  type CaseEventOutcome,
  tryApplyCaseEvent,
} from './apply-case-event';
export type { DerivativesChange } from './derivative-hooks';
export { lockCase } from './lock-case';
export { recordCasePlan } from './record-plan';
export { countFamilyMembers, listDerivativeIds, listDerivatives } from './derivatives';
export {
  caseIdOfAccount,
  findCasesByIds,
  findCasesOfAccounts,
  listCasesAtSteps,
  listCasesWhere,
} from './find-cases';
export { eligibleStrategiesOf } from './eligible-strategies';
export { type CaseRow, findCaseById, findCaseOfAccount, findOrOpenCase } from './open-case';
export { type ApplicantCase, requireApplicantCase } from './require-applicant-case';
export { type CaseStateLogRow, listCaseStateLog, listStateLogsWhere } from './state-log';
export { toCaseSummary } from './case-summary';

/** The applicant's case: its state, navigation rules, history and family members. */
export const casesModule: ServerModule = { name: 'cases', routes: casesRoutes };
