import type { ServerModule } from '../server-module';
import {
  AFTER_FILING_REMINDER_INTERVAL_SECONDS,
  AFTER_FILING_REMINDER_KEY,
  AFTER_FILING_REMINDER_QUEUE,
  sendDueAfterFilingReminders,
} from './reminders';
import { afterFilingRoutes } from './routes';

export { findAfterFilingRecord } from './records';

/** After the package is sent: the receipt, the appointments, the timeline and its reminders, a move. */
export const afterFilingModule: ServerModule = {
  name: 'after-filing',
  routes: afterFilingRoutes,
  jobs(jobs, { db, config, clock }) {
    jobs.registerSweep({
      queue: AFTER_FILING_REMINDER_QUEUE,
      singletonKey: AFTER_FILING_REMINDER_KEY,
      everySeconds: AFTER_FILING_REMINDER_INTERVAL_SECONDS,
      sweep: () => sendDueAfterFilingReminders({ db, jobs, config }, clock()),
    });
  },
};
