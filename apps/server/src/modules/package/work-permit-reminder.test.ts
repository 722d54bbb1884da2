import { addDaysToDay } from '@camino/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { cases } from '../../db/schema/cases';
import { questionnaireVariables } from '../../db/schema/questionnaire';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { listOutbox } from '../notifications';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import { sendDueWorkPermitReminders } from './work-permit-reminder';

let t: AuthTestApp;
const FILED = '2026-01-10';
const DAY_150 = addDaysToDay(FILED, 150);

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Noon in New York on a calendar day: the applicant's day, whatever the server's zone. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

/** An asylum applicant whose package is in hand and who recorded when USCIS received the application. */
async function filedApplicant(filed: string | null): Promise<PaidApplicant> {
  const applicant = await paidApplicant(t, 'asylum');
  await t.database.db.update(cases).set({ step: 'download' }).where(eq(cases.id, applicant.caseId));
  if (filed === null) return applicant;
  const [config] = (
    await t.app.inject({
      method: 'GET',
      url: '/api/config/active?questionnaire=work_permit&strategy=asylum',
      headers: applicant.headers,
    })
  ).json() as Array<{ config_id: number; question_section_id: number }>;
  const [variable] = await t.database.db
    .select({ questionId: questionnaireVariables.questionId, sectionId: questionnaireVariables.sectionId })
    .from(questionnaireVariables)
    .where(
      and(
        eq(questionnaireVariables.configId, config!.config_id),
        like(questionnaireVariables.name, '%asylum_filed_date'),
      ),
    );
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers: applicant.headers,
    payload: {
      config_id: config!.config_id,
      question_section_id: variable!.sectionId,
      answers: [{ question_id: variable!.questionId, response: filed }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return applicant;
}

const reminders = async (to: string) =>
  (await listOutbox(t.app.db, { to })).filter((message) => message.text.includes('/forms-checklist'));

/** The reminder that reached `to`, once its notification job delivered it. */
async function deliveredReminder(to: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [found] = await reminders(to);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2500));
}

describe('the day-150 work permit reminder', () => {
  it('is sent on day 150 after the recorded filing, once, by email and SMS, naming nothing about the case', async () => {
    const applicant = await filedApplicant(FILED);
    const deps = { db: t.app.db, jobs: t.jobs, config: t.config };

    expect(await sendDueWorkPermitReminders(deps, noonOn(addDaysToDay(FILED, 149)))).toBe(0);
    await settle();
    expect(await reminders(applicant.email)).toHaveLength(0);

    expect(await sendDueWorkPermitReminders(deps, noonOn(DAY_150))).toBe(1);
    for (const to of [applicant.email, applicant.phone]) {
      const message = (await deliveredReminder(to))!;
      expect(message, to).toBeDefined();
      expect(message.text).toContain('/forms-checklist');
      expect(message.text).not.toMatch(/asylum|asilo|I-765|work permit|permiso|USCIS|150/i);
    }

    // The next sweeps find it due again and send nothing new.
    await sendDueWorkPermitReminders(deps, noonOn(addDaysToDay(DAY_150, 1)));
    await settle();
    expect(await reminders(applicant.email)).toHaveLength(1);
    expect(await reminders(applicant.phone)).toHaveLength(1);
  }, 60_000);

  it('goes only to the safe channels, and not before the date is recorded', async () => {
    const survivor = await filedApplicant(FILED);
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, survivor.caseId));
    await t.database.db
      .update(accounts)
      .set({ safeContact: { email: false, textMessages: true } })
      .where(eq(accounts.id, row!.accountId));
    const undated = await filedApplicant(null);
    const deps = { db: t.app.db, jobs: t.jobs, config: t.config };

    await sendDueWorkPermitReminders(deps, noonOn(DAY_150));
    expect(await deliveredReminder(survivor.phone)).toBeDefined();
    await settle();
    expect(await reminders(survivor.phone)).toHaveLength(1);
    expect(await reminders(survivor.email)).toHaveLength(0);
    expect(await reminders(undated.email)).toHaveLength(0);
    expect(await reminders(undated.phone)).toHaveLength(0);
  }, 60_000);

  it('counts from the receipt date recorded from the receipt notice, when there is one', async () => {
    const applicant = await filedApplicant(FILED);
    await t.database.db.update(cases).set({ step: 'congratulations' }).where(eq(cases.id, applicant.caseId));
    const receiptDate = addDaysToDay(FILED, 20);
    const recorded = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/after-filing/receipt',
      headers: applicant.headers,
      payload: { receiptNumber: 'IOE0912345678', receiptDate },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const deps = { db: t.app.db, jobs: t.jobs, config: t.config };
    await sendDueWorkPermitReminders(deps, noonOn(addDaysToDay(receiptDate, 149)));
    await settle();
    expect(await reminders(applicant.email)).toHaveLength(0);
    await sendDueWorkPermitReminders(deps, noonOn(addDaysToDay(receiptDate, 150)));
    expect(await deliveredReminder(applicant.email)).toBeDefined();
  }, 60_000);
});
