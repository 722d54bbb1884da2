import { addDaysToDay, calendarDayOf } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { cases } from '../../db/schema/cases';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { loadGovernmentFees } from '../forms';
import { listOutbox } from '../notifications';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import { APPLICANT_TIME_ZONE } from './after-filing-view';
import { calendarFile } from './calendar-file';
import { dueReminders, sendDueAfterFilingReminders } from './reminders';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const TODAY = calendarDayOf(new Date(), APPLICANT_TIME_ZONE);
const RECEIPT = addDaysToDay(TODAY, -10);
const BIOMETRICS = addDaysToDay(TODAY, 20);
/** Noon in New York on a calendar day: the applicant's day, whatever the server's zone. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));
const CASE_WORDS =
  /asylum|asilo|vawa|t visa|visa t|biometr|huellas|fingerprint|interview|entrevista|USCIS|I-\d|fee|tarifa/i;

async function recorded(strategy: 'asylum' | 'vawasp', locale: 'en' | 'es' = 'en'): Promise<PaidApplicant> {
  const applicant = await paidApplicant(t, strategy);
  const [row] = await t.database.db
    .update(cases)
    .set({ step: 'congratulations' })
    .where(eq(cases.id, applicant.caseId))
    .returning();
  await t.database.db.update(accounts).set({ locale }).where(eq(accounts.id, row!.accountId));
  const receipt = await t.app.inject({
    method: 'PUT',
    url: '/api/mycase/after-filing/receipt',
    headers: applicant.headers,
    payload: { receiptNumber: 'IOE0912345678', receiptDate: RECEIPT },
  });
  expect(receipt.statusCode, receipt.body).toBe(200);
  const days = await t.app.inject({
    method: 'PUT',
    url: '/api/mycase/after-filing/appointments',
    headers: applicant.headers,
    payload: { biometricsDate: BIOMETRICS, interviewDate: null },
  });
  expect(days.statusCode, days.body).toBe(200);
  return applicant;
}

/** The messages to `to` once `count` reminders (links to the timeline) reached it. */
async function delivered(to: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await listOutbox(t.app.db, { to });
    const reminders = found.filter((message) => message.text.includes('/case-dashboard'));
    if (reminders.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const annualFees = async (contentDir: string) =>
  (await loadGovernmentFees(contentDir)).asylum.find((line) => line.per_year === true)!.amounts;
const deps = () => ({ db: t.app.db, jobs: t.jobs, config: t.config, annualFees });

describe('reminders after filing', () => {
  it('go three days before the biometrics day, once, in Spanish, naming nothing about the case', async () => {
    const applicant = await recorded('vawasp', 'es');
    const before = (await listOutbox(t.app.db, { to: applicant.email })).length;
    await sendDueAfterFilingReminders(deps(), noonOn(addDaysToDay(BIOMETRICS, -4)));
    await settle();
    expect(await listOutbox(t.app.db, { to: applicant.email })).toHaveLength(before);

    await sendDueAfterFilingReminders(deps(), noonOn(addDaysToDay(BIOMETRICS, -3)));
    for (const to of [applicant.email, applicant.phone]) {
      const messages = await delivered(to, 1);
      const reminder = messages.find((message) => message.text.includes('/es/case-dashboard'));
      expect(reminder, to).toBeDefined();
      expect(`${reminder!.subject ?? ''} ${reminder!.text}`).not.toMatch(CASE_WORDS);
      if (to === applicant.email) expect(reminder!.subject).toBe('Camino: un recordatorio');
    }
    await sendDueAfterFilingReminders(deps(), noonOn(BIOMETRICS));
    await settle();
    const reminders = (await listOutbox(t.app.db, { to: applicant.email })).filter((m) =>
      m.text.includes('/case-dashboard'),
    );
    expect(reminders).toHaveLength(1);
  }, 60_000);

  it('go only on the safe channels, and remind an asylum case of the yearly fee on its day', async () => {
    const applicant = await recorded('asylum');
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, applicant.caseId));
    await t.database.db
      .update(accounts)
      .set({ safeContact: { email: false, textMessages: true } })
      .where(eq(accounts.id, row!.accountId));
    const feeDay = addDaysToDay(RECEIPT, 365);
    await sendDueAfterFilingReminders(deps(), noonOn(feeDay));
    const texts = await delivered(applicant.phone, 1);
    expect(texts.filter((m) => m.text.includes('/case-dashboard'))).toHaveLength(1);
    await settle();
    expect(
      (await listOutbox(t.app.db, { to: applicant.email })).filter((m) => m.text.includes('/case-dashboard')),
    ).toHaveLength(0);
  }, 60_000);
});

describe('a day recorded when its reminder is already due', () => {
  it('is reminded at once, without waiting for the sweep', async () => {
    const applicant = await recorded('asylum');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/after-filing/appointments',
      headers: applicant.headers,
      payload: { biometricsDate: addDaysToDay(TODAY, 2), interviewDate: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const messages = await delivered(applicant.email, 1);
    expect(messages.filter((m) => m.text.includes('/case-dashboard'))).toHaveLength(1);
  }, 60_000);
});

describe('which reminders are due', () => {
  const timeline = [
    { id: 'biometrics', day: '2027-03-10', daysFromToday: 0, state: 'next' },
    { id: 'interview', day: '2027-05-10', daysFromToday: 0, state: 'later' },
    { id: 'annual-fee', day: '2028-01-01', daysFromToday: 0, state: 'later' },
    { id: 'work-permit-file', day: '2027-03-08', daysFromToday: 0, state: 'later' },
  ] as const;
  it.each([
    ['2027-03-06', []],
    ['2027-03-07', ['biometrics']],
    ['2027-03-10', ['biometrics']],
    ['2027-03-11', []],
    ['2027-05-03', ['interview']],
    ['2028-01-31', ['annual-fee']],
    ['2028-02-01', []],
  ])('on %s: %j', (today, ids) => {
    expect(dueReminders(timeline, today).map((reminder) => reminder.id)).toEqual(ids);
  });
});

describe('the calendar file', () => {
  it('has an all-day event per day still to come, saying nothing about immigration', () => {
    const ics = calendarFile(
      'case-1',
      [
        { id: 'receipt', day: '2026-11-26', daysFromToday: -10, state: 'done' },
        { id: 'biometrics', day: '2026-12-31', daysFromToday: 25, state: 'next' },
        { id: 'work-permit-file', day: '2027-04-25', daysFromToday: 140, state: 'later' },
        { id: 'decision', day: null, daysFromToday: null, state: 'later' },
      ],
      'es',
      new Date('2026-12-06T12:00:00Z'),
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\nSUMMARY:Cita');
    expect(ics).toContain('SUMMARY:Recordatorio de Camino');
    expect(ics).not.toMatch(CASE_WORDS);
    expect(ics).not.toMatch(/permit|permiso|work|trabajo/i);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
