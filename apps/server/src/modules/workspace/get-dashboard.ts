import { computeDeadline, type Dashboard, type DashboardQuery } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { ApplicantCase } from '../cases';
import { applicantToday } from './applicant-today';
import type { CaseProgressSources } from '../module-events';
import { caseScreening } from './case-screening';
import { deadlineFactsOf } from './deadline-facts';
import { dashboardStepOf } from './get-dashboard-step';
import { findLegalConfigId } from './legal-questionnaire';
import { findPersonalInfo } from './personal-info-store';
import { caseProgressSnapshot } from './progress-snapshot';

/** GET dashboard: the case card (greeting, application type, deadline) and the progress around it. */
export async function getDashboard(
  db: Db,
  progress: CaseProgressSources,
  { user, caseRow }: ApplicantCase,
  query: DashboardQuery,
  now: Date,
): Promise<Dashboard> {
  const today = applicantToday(now, query.timeZone);
  const [personal, screening, configId] = await Promise.all([
    findPersonalInfo(db, caseRow.id),
    caseScreening(db, caseRow, today),
    findLegalConfigId(db, caseRow.strategy),
  ]);
  // One value per fact: what the legal answers say of the arrival, the marriage… wins over the screener.
  const facts = deadlineFactsOf(screening.answers, screening.dateOfBirth);
  const snapshot = await caseProgressSnapshot(db, progress, caseRow, configId);
  return {
    caseId: caseRow.id,
    greetingName: personal?.name ?? user.name,
    strategy: caseRow.strategy,
    today,
    deadline: caseRow.strategy ? computeDeadline({ strategy: caseRow.strategy, facts, today }) : null,
    questionnaireConfigId: configId,
    progress: dashboardStepOf(caseRow, snapshot),
    screening: screening.result,
  };
}
