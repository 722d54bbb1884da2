/**
 * Reminders of the days a filed case counts, sent by a sweep on the channels the applicant called
 * safe, in their language, naming nothing about the case (the messages only say a reminder waits).
 * Each reminder is sent once per day it is about: the notification key holds the case, the kind and
 * the day, and delivery is idempotent by key, so a later sweep sends nothing new and a corrected day
 * is a new reminder.
 */
import {
  addDaysToDay,
  afterFilingTimeline,
  calendarDayOf,
  type CalendarDay,
  type Locale,
  STRATEGIES,
  type TimelineItem,
} from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountsByIds, safeChannelsOf } from '../accounts';
import { listCasesAtSteps } from '../cases';
import { sendNotification } from '../notifications';
import { type AnnualFeeSchedule, APPLICANT_TIME_ZONE, SENT_STEPS } from './after-filing-view';
import { findAfterFilingRecord } from './records';

export const AFTER_FILING_REMINDER_QUEUE = 'after-filing-reminder-sweep';
export const AFTER_FILING_REMINDER_KEY = 'after-filing-reminder-sweep';
/** Twice a day is enough for reminders counted in days. */
export const AFTER_FILING_REMINDER_INTERVAL_SECONDS = 12 * 60 * 60;
/** One case's reminders, looked at as soon as a day is recorded: one due today should not wait for the sweep. */
export const AFTER_FILING_CASE_REMINDER_QUEUE = 'after-filing-case-reminders';
export interface CaseReminderJob {
  caseId: string;
}

/** How many days before (negative) or after its day a reminder may go, by timeline item. */
const WINDOWS: Partial<Record<TimelineItem['id'], { from: number; until: number }>> = {
  // An appointment: three days ahead (a week for an interview, to find an interpreter), until the day.
  biometrics: { from: -3, until: 0 },
  interview: { from: -7, until: 0 },
  // The fee opens on its day: from the day, for a month (the notice gives 30 days to pay). The work
  // permit's day has its own reminder, which leads to the forms (package module, ADR 0172).
  'annual-fee': { from: 0, until: 30 },
};

export interface DueReminder {
  readonly id: TimelineItem['id'];
  readonly day: CalendarDay;
}

/** The reminders due on `today` among a case's timeline items. */
export function dueReminders(timeline: readonly TimelineItem[], today: CalendarDay): DueReminder[] {
  return timeline.flatMap((item) => {
    const window = WINDOWS[item.id];
    if (!window || item.day === null) return [];
    const due = today >= addDaysToDay(item.day, window.from) && today <= addDaysToDay(item.day, window.until);
    return due ? [{ id: item.id, day: item.day }] : [];
  });
}

export interface ReminderDeps {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  config: Pick<Config, 'PUBLIC_URL' | 'CONTENT_DIR'>;
  annualFees: AnnualFeeSchedule;
}

/**
 * Sends the reminders due on `now` (of one case, with `onlyCaseId`); returns how many were due. A
 * repeated sweep sends nothing new.
 */
export async function sendDueAfterFilingReminders(
  deps: ReminderDeps,
  now: Date,
  onlyCaseId?: string,
): Promise<number> {
  const today = calendarDayOf(now, APPLICANT_TIME_ZONE);
  const schedule = await deps.annualFees(deps.config.CONTENT_DIR);
  const sent = (
    await Promise.all(STRATEGIES.map((strategy) => listCasesAtSteps(deps.db, strategy, SENT_STEPS)))
  )
    .flat()
    .filter((row) => onlyCaseId === undefined || row.id === onlyCaseId);
  const accounts = await findAccountsByIds(
    deps.db,
    sent.map((row) => row.accountId),
  );
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  let due = 0;
  for (const caseRow of sent) {
    const account = accountById.get(caseRow.accountId);
    const record = await findAfterFilingRecord(deps.db, caseRow.id);
    if (!account || !record || caseRow.strategy === null) continue;
    const timeline = afterFilingTimeline({ strategy: caseRow.strategy, ...record }, today, schedule);
    const locale: Locale = account.locale === 'es' ? 'es' : 'en';
    const safe = safeChannelsOf(account.safeContact);
    for (const reminder of dueReminders(timeline, today)) {
      due += 1;
      const link = `${deps.config.PUBLIC_URL}${locale === 'es' ? '/es' : ''}/case-dashboard`;
      const key = `after-filing:${caseRow.id}:${reminder.id}:${reminder.day}`;
      if (safe.email)
        await sendNotification(deps.jobs, {
          key: `${key}:email`,
          channel: 'email',
          to: account.email,
          locale,
          template: 'upcoming-date',
          params: { link },
        });
      if (safe.textMessages && account.phone)
        await sendNotification(deps.jobs, {
          key: `${key}:sms`,
          channel: 'sms',
          to: account.phone,
          locale,
          template: 'upcoming-date',
          params: { link },
        });
    }
  }
  return due;
}
