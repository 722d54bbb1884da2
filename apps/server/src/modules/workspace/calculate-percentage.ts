import { AppError, type CalculatePercentageQuery, type DashboardPercentage } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import type { CaseProgressSources } from '../module-events';
import { completionPercentage } from './completion-percentage';
import { findLegalConfigId, requireLegalConfig } from './legal-questionnaire';
import { caseProgressSnapshot } from './progress-snapshot';

/** The percentage of the caller's own case, against its legal questionnaire unless one is named. */
export async function caseCompletionPercentage(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  configId?: number,
): Promise<DashboardPercentage> {
  let legalConfigId: number | null;
  if (configId === undefined) legalConfigId = await findLegalConfigId(db, caseRow.strategy);
  else {
    await requireLegalConfig(db, configId, caseRow.strategy);
    legalConfigId = configId;
  }
  const snapshot = await caseProgressSnapshot(db, progress, caseRow, legalConfigId);
  return { completionPercentage: completionPercentage(caseRow.step, snapshot) };
}

/**
 * GET dashboard/calculatePercentage. The case id in the query is checked against the caller's own
 * case; another applicant's id is answered exactly like an id that does not exist.
 */
export async function calculatePercentage(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  query: CalculatePercentageQuery,
): Promise<DashboardPercentage> {
  if (query.caseId !== caseRow.id) throw new AppError('NOT_FOUND', { detail: 'Case not found.' });
  return caseCompletionPercentage(db, progress, caseRow, query.configId);
}
