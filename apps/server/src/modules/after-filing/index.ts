import type { ServerModule } from '../server-module';
import type { AnnualFeeSchedule } from './after-filing-view';
import {
  AFTER_FILING_CASE_REMINDER_QUEUE,
  AFTER_FILING_REMINDER_INTERVAL_SECONDS,
  AFTER_FILING_REMINDER_KEY,
  AFTER_FILING_REMINDER_QUEUE,
  type CaseReminderJob,
  sendDueAfterFilingReminders,
} from './reminders';
import { afterFilingRoutes } from './routes';

export type { AnnualFeeSchedule } from './after-filing-view';
export { findAfterFilingRecord } from './records';
export { findLatestMove, type ResidenceMove } from './moves';

export interface AfterFilingModuleOptions {
  /**
   * The yearly asylum fee by date. The forms module keeps the government fees and reads this module's
   * moves for the forms it fills, so the fees are handed in where the modules are listed.
   */
  readonly annualFees: AnnualFeeSchedule;
}

/** After the package is sent: the receipt, the appointments, the timeline and its reminders, a move. */
export function createAfterFilingModule({ annualFees }: AfterFilingModuleOptions): ServerModule {
  return {
    name: 'after-filing',
    routes: afterFilingRoutes(annualFees),
    jobs(jobs, { db, config, clock }) {
      jobs.registerSweep({
        queue: AFTER_FILING_REMINDER_QUEUE,
        singletonKey: AFTER_FILING_REMINDER_KEY,
        everySeconds: AFTER_FILING_REMINDER_INTERVAL_SECONDS,
        sweep: () => sendDueAfterFilingReminders({ db, jobs, config, annualFees }, clock()),
      });
      jobs.register<CaseReminderJob>({
        queue: AFTER_FILING_CASE_REMINDER_QUEUE,
        handler: async ({ data }) => {
          await sendDueAfterFilingReminders({ db, jobs, config, annualFees }, clock(), data.caseId);
        },
        options: { retryLimit: 3, retryDelay: 10, pollingIntervalSeconds: 1 },
      });
    },
  };
}
