/**
 * The day-150 reminder of an asylum case: once the applicant has recorded the day USCIS received the
 * application, the work permit (I-765, category (c)(8)) may be asked for 150 days later. A sweep sends
 * the reminder on the safe channels only, once per recorded date, naming nothing about the case; the
 * link leads to the forms, where the I-765 opens that day.
 */
import { addDaysToDay, calendarDayOf, isCalendarDay, type Locale } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { sendNotification } from '../notifications';
import { caseOwnerOf, findOwnerNamedAnswers } from '../questionnaire';
import { findAccountsByIds, safeChannelsOf } from '../accounts';
import { listCasesAtSteps } from '../cases';
import { findAfterFilingRecord } from '../after-filing';

export const WORK_PERMIT_REMINDER_QUEUE = 'work-permit-reminder-sweep';
export const WORK_PERMIT_REMINDER_KEY = 'work-permit-reminder-sweep';
/** Twice a day is enough for a reminder counted in days. */
export const WORK_PERMIT_REMINDER_INTERVAL_SECONDS = 12 * 60 * 60;

const WORK_PERMIT_QUESTIONNAIRE = 'work_permit';
const FILED_DATE = 'asylum_filed_date';
const DAYS_AFTER_FILING = 150;
/** As the forms' offer (ADR 0080): U.S. Eastern time, whose day starts first among the mainland zones. */
const APPLICANT_TIME_ZONE = 'America/New_York';
/** The steps after the package is in the applicant's hands: only then can the application be filed. */
const FILED_STEPS = ['download', 'submit-instructions', 'congratulations'] as const;

export interface ReminderDeps {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  config: Pick<Config, 'PUBLIC_URL'>;
}

async function filedDateOf(db: Db, accountId: string): Promise<string | null> {
  const named = await findOwnerNamedAnswers(db, caseOwnerOf({ accountId }), WORK_PERMIT_QUESTIONNAIRE);
  if (!named) return null;
  const answer = named.answers.find((candidate) => {
    const name = named.names.get(candidate.questionId) ?? '';
    return name === FILED_DATE || name.endsWith(`.${FILED_DATE}`);
  });
  const day = answer?.response.trim() ?? '';
  return isCalendarDay(day) ? day : null;
}

/** Sends the reminders due on `now`; returns how many cases were due. A repeated sweep sends nothing new. */
export async function sendDueWorkPermitReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const today = calendarDayOf(now, APPLICANT_TIME_ZONE);
  const filedCases = await listCasesAtSteps(deps.db, 'asylum', FILED_STEPS);
  const accounts = await findAccountsByIds(
    deps.db,
    filedCases.map((filedCase) => filedCase.accountId),
  );
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  let due = 0;
  for (const { id: caseId, accountId } of filedCases) {
    const account = accountById.get(accountId);
    if (!account) continue;
    // The receipt date recorded from the receipt notice starts the clock; else the questionnaire's answer.
    const filed =
      (await findAfterFilingRecord(deps.db, caseId))?.receiptDate ?? (await filedDateOf(deps.db, accountId));
    if (filed === null || today < addDaysToDay(filed, DAYS_AFTER_FILING)) continue;
    due += 1;
    const locale: Locale = account.locale === 'es' ? 'es' : 'en';
    const link = `${deps.config.PUBLIC_URL}${locale === 'es' ? '/es' : ''}/forms-checklist`;
    const safe = safeChannelsOf(account.safeContact);
    // One reminder per recorded date: a corrected date is a new reminder, a repeated sweep is not.
    const key = `work-permit-open:${caseId}:${filed}`;
    if (safe.email)
      await sendNotification(deps.jobs, {
        key: `${key}:email`,
        channel: 'email',
        to: account.email,
        locale,
        template: 'work-permit-open',
        params: { link },
      });
    if (safe.textMessages && account.phone)
      await sendNotification(deps.jobs, {
        key: `${key}:sms`,
        channel: 'sms',
        to: account.phone,
        locale,
        template: 'work-permit-open',
        params: { link },
      });
  }
  return due;
}
