import { computeDeadline, type Dashboard, type DashboardQuery } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { ApplicantCase } from '../cases';
import { loadEligibilityAnswers } from '../eligibility';
import { caseOwnerOf } from '../questionnaire';
import { applicantToday } from './applicant-today';
import type { CaseProgressSources } from '../module-events';
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
  const [personal, answers, configId] = await Promise.all([
    findPersonalInfo(db, caseRow.id),
    loadEligibilityAnswers(db, caseOwnerOf({ accountId: caseRow.accountId })),
    findLegalConfigId(db, caseRow.strategy),
  ]);
  const today = applicantToday(now, query.timeZone);
  const facts = deadlineFactsOf(answers, personal?.dateOfBirth ?? null);
  const snapshot = await caseProgressSnapshot(db, progress, caseRow, configId);
  return {
    caseId: caseRow.id,
    greetingName: personal?.name ?? user.name,
    strategy: caseRow.strategy,
    today,
    deadline: caseRow.strategy ? computeDeadline({ strategy: caseRow.strategy, facts, today }) : null,
    questionnaireConfigId: configId,
    progress: dashboardStepOf(caseRow, snapshot),
  };
}
