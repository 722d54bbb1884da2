import path from 'node:path';
import {
  type ActiveConfig,
  addDaysToDay,
  addYearsToDay,
  calendarDayOf,
  type Dashboard,
  type ScreeningCheckResult,
} from '@camino/contracts';
import { loadQuestionnaire, loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/cases';
import { leads } from '../../db/schema/leads';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';
import { seedQuestionnaires } from '../questionnaire';
import { type PaidApplicant, paidApplicant } from './test-support';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const ZONE = 'America/New_York';
const today = () => calendarDayOf(new Date(), ZONE);

async function saveAnswers(
  headers: Record<string, string>,
  config: { config_id: number; question_section_id: number },
  answers: { question_id: number; response: string; loop_id?: number }[],
) {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers,
    payload: { ...config, lang: 'en', answers },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** An asylum applicant who told the screener they arrived about five months ago. */
async function screenedAsylumApplicant(): Promise<PaidApplicant> {
  const applicant = await signedInApplicant(t);
  const configs = await t.app.inject({ method: 'GET', url: '/api/config/active?questionnaire=eligibility' });
  const eligibility = (configs.json() as ActiveConfig[])[0]!;
  const loaded = await loadQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'eligibility.yaml'));
  await saveAnswers(applicant.headers, eligibility, [
    { question_id: loaded.ids.get('last_arrival_date')!, response: addDaysToDay(today(), -150) },
  ]);
  return paidApplicant(t, 'asylum', applicant);
}

/** Answers the first entry of "About you" as the legal questionnaire stores it. */
async function answerLastEntry(applicant: PaidApplicant, day: string) {
  const configs = await t.app.inject({
    method: 'GET',
    url: '/api/config/active?questionnaire=legal&strategy=asylum',
  });
  const legal = (configs.json() as ActiveConfig[])[0]!;
  const sections = await t.app.inject({
    method: 'GET',
    url: '/api/deliverable/formSection?lang=en',
    headers: applicant.headers,
  });
  const aboutYou = (sections.json() as { sections: { key: string; sectionId: number }[] }).sections.find(
    (section) => section.key === 'about_you',
  )!;
  const loaded = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
  const ids = loaded.sections.find((section) => section.key === 'about_you')!.questionnaire.ids;
  await saveAnswers(
    applicant.headers,
    { config_id: legal.config_id, question_section_id: aboutYou.sectionId },
    [{ question_id: ids.get('entry_date')!, response: day, loop_id: 1 }],
  );
}

const dashboardOf = async (applicant: PaidApplicant) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard?timeZone=${encodeURIComponent(ZONE)}`,
    headers: applicant.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Dashboard;
};

describe('a fact given at screening and again in the legal questions is one value', () => {
  it('counts the deadline from the later answer, says what changed, and holds approval until a lawyer has looked', async () => {
    const applicant = await screenedAsylumApplicant();
    const before = await dashboardOf(applicant);
    expect(before.deadline).toMatchObject({ status: 'ok' });
    expect(before.screening).toEqual({ changes: [], reasons: [], needsLawyer: false });

    const sevenYearsAgo = addDaysToDay(today(), -7 * 365);
    await answerLastEntry(applicant, sevenYearsAgo);
    const after = await dashboardOf(applicant);
    // Never "on time" for a date the applicant has since contradicted.
    expect(after.deadline).toMatchObject({ status: 'passed', explanationKey: 'asylumPassed' });
    expect(after.screening).toEqual({
      changes: [
        {
          fact: 'last_arrival_date',
          section: 'about_you',
          screening: addDaysToDay(today(), -150),
          now: sevenYearsAgo,
        },
      ],
      reasons: ['asylum-deadline-passed-no-exception'],
      needsLawyer: true,
    });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/mycase/screening-check',
      headers: applicant.headers,
    });
    expect((check.json() as ScreeningCheckResult).needsLawyer).toBe(true);

    await t.database.db.update(cases).set({ step: 'final-review' }).where(eq(cases.id, applicant.caseId));
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/deliverable/approved',
      headers: applicant.headers,
      payload: { accurate: true, noLegalAdvice: true },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'review.screeningChanged',
      reasons: ['asylum-deadline-passed-no-exception'],
    });

    // The referral the eligibility check offers is offered here too: a partner law firm is asked to call.
    const referral = await t.app.inject({
      method: 'POST',
      url: '/api/mycase/lawyer-referral',
      headers: applicant.headers,
      payload: {
        firstName: 'María',
        lastName: 'López',
        email: applicant.email,
        phone: applicant.phone,
        consent: true,
      },
    });
    expect(referral.statusCode, referral.body).toBe(201);
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, (referral.json() as { id: string }).id));
    expect(lead).toMatchObject({ tempSessionId: null, consent: true });
    expect(lead!.accountId).toEqual(expect.any(String));
    expect(lead!.screening).toMatchObject({ reasons: ['asylum-deadline-passed-no-exception'] });
  });

  it('moves the deadline with a corrected arrival that still fits, and holds nothing', async () => {
    const applicant = await screenedAsylumApplicant();
    await answerLastEntry(applicant, addDaysToDay(today(), -100));
    const dashboard = await dashboardOf(applicant);
    expect(dashboard.deadline).toMatchObject({ date: addYearsToDay(addDaysToDay(today(), -100), 1) });
    expect(dashboard.screening).toMatchObject({ needsLawyer: false, reasons: [] });
    expect(dashboard.screening.changes).toHaveLength(1);
    const referral = await t.app.inject({
      method: 'POST',
      url: '/api/mycase/lawyer-referral',
      headers: applicant.headers,
      payload: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: applicant.email,
        phone: applicant.phone,
        consent: true,
      },
    });
    expect(referral.statusCode).toBe(403);
  });
});
