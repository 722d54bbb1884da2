/** The after-filing page of a case: what was recorded, the timeline counted from it, and the facts. */
import {
  afterFilingTimeline,
  type AfterFiling,
  calendarDayOf,
  type DatedAmount,
  type Locale,
} from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';
import { factsFor, loadAfterFilingContent } from './after-filing-content';
import { findAfterFilingRecord } from './records';

/** As the forms' offer and the day-150 reminder (ADR 0172): the day starts first in U.S. Eastern time. */
export const APPLICANT_TIME_ZONE = 'America/New_York';

/** The case steps once the applicant said the package was sent. */
export const SENT_STEPS = ['congratulations'] as const;

export const isSent = (caseRow: Pick<CaseRow, 'step'>): boolean =>
  (SENT_STEPS as readonly string[]).includes(caseRow.step);

/** The Annual Asylum Fee amounts by date, from the government fees the forms module keeps. */
export type AnnualFeeSchedule = (contentDir: string) => Promise<DatedAmount[]>;

export interface AfterFilingDeps {
  db: Db;
  config: Pick<Config, 'CONTENT_DIR'>;
  annualFees: AnnualFeeSchedule;
}

export async function afterFilingView(
  deps: AfterFilingDeps,
  caseRow: CaseRow & { strategy: NonNullable<CaseRow['strategy']> },
  now: Date,
  lang: Locale,
): Promise<AfterFiling> {
  const today = calendarDayOf(now, APPLICANT_TIME_ZONE);
  const [record, content, schedule] = await Promise.all([
    findAfterFilingRecord(deps.db, caseRow.id),
    loadAfterFilingContent(deps.config.CONTENT_DIR),
    deps.annualFees(deps.config.CONTENT_DIR),
  ]);
  return {
    strategy: caseRow.strategy,
    sent: isSent(caseRow),
    today,
    record,
    timeline: record ? afterFilingTimeline({ strategy: caseRow.strategy, ...record }, today, schedule) : [],
    facts: factsFor(content, caseRow.strategy, lang),
  };
}
