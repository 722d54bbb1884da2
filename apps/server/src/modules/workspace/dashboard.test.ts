import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  addDaysToDay,
  addYearsToDay,
  type ActiveConfig,
  calendarDayOf,
  calendarDaysBetween,
  type Dashboard,
  type DashboardStep,
} from '@camino/contracts';
import { loadQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { signedInApplicant } from '../cases/test-support';
import { seedQuestionnaire, seedQuestionnaires } from '../questionnaire';
import { activeConfig } from '../questionnaire/test-support';
import { applyEvents, paidApplicant } from './test-support';

let t: AuthTestApp;
let legalConfigId: number;
let scratch: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  await seedQuestionnaires({ db: t.app.db, config: t.config, log: createLogger(t.config) });
  // No legal questionnaire is written yet: the sample one stands in for the asylum case's.
  scratch = await mkdtemp(path.join(os.tmpdir(), 'camino-workspace-'));
  const file = path.join(scratch, 'legal_asylum.yaml');
  const sample = await readFile(path.join(QUESTIONNAIRES_DIR, 'sample.yaml'), 'utf8');
  await writeFile(file, sample.replace(/^id: sample$/m, 'id: legal_asylum'));
  await seedQuestionnaire(t.app.db, await loadQuestionnaire(file));
  legalConfigId = (await activeConfig(t.app, 'legal')).config_id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(scratch, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });

const monthsAgo = (months: number, zone: string): string => {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return calendarDayOf(day, zone);
};

/** Saves eligibility answers by question name for the signed-in applicant, as the questionnaire does. */
async function answerEligibility(headers: Record<string, string>, answers: Record<string, string>) {
  const config: ActiveConfig = await activeConfig(t.app, 'eligibility');
  const loaded = await loadQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'eligibility.yaml'));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/param-question-response/process-array',
    headers,
    payload: {
      config_id: config.config_id,
      question_section_id: config.question_section_id,
      lang: 'en',
      answers: Object.entries(answers).map(([name, response]) => ({
        question_id: loaded.ids.get(name)!,
        response,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const percentage = async (headers: Record<string, string>, caseId: string, configId?: number) => {
  const query = configId === undefined ? `caseId=${caseId}` : `caseId=${caseId}&configId=${configId}`;
  return get(`/api/dashboard/calculatePercentage?${query}`, headers);
};

describe('GET /api/dashboard', () => {
  it('counts the asylum deadline from the last arrival, in the applicant’s time zone', async () => {
    const zone = 'America/Los_Angeles';
    const arrival = monthsAgo(10, zone);
    const applicant = await signedInApplicant(t);
    await answerEligibility(applicant.headers, { last_arrival_date: arrival });
    const { headers, caseId } = await paidApplicant(t, 'asylum', applicant);

    const response = await get(`/api/dashboard?timeZone=${encodeURIComponent(zone)}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json() as Dashboard;
    const today = calendarDayOf(new Date(), zone);
    const deadline = addYearsToDay(arrival, 1);
    expect(dashboard).toMatchObject({
      caseId,
      greetingName: 'María',
      strategy: 'asylum',
      today,
      questionnaireConfigId: legalConfigId,
      deadline: {
        date: deadline,
        daysLeft: calendarDaysBetween(today, deadline),
        kind: 'asylum-one-year',
        status: 'near',
        explanationKey: 'asylumNear',
      },
    });
    // About two months left: inside the 90-day "near" window.
    expect(dashboard.deadline!.daysLeft).toBeGreaterThan(40);
    expect(dashboard.deadline!.daysLeft).toBeLessThanOrEqual(90);
    expect(dashboard.progress).toMatchObject({
      step: 'start-application',
      stage: 'not-started',
      currentStep: 'upload-documents',
      review: { isReviewStep: false, initialReview: 'pending', finalReview: 'pending' },
    });
  });

  it('says what is missing when the arrival date is not known, and refuses a bad time zone', async () => {
    const { headers } = await paidApplicant(t, 'asylum');
    const dashboard = (await get('/api/dashboard', headers)).json() as Dashboard;
    expect(dashboard.deadline).toMatchObject({
      status: 'unknown',
      explanationKey: 'asylumUnknown',
      date: null,
    });
    expect((await get('/api/dashboard?timeZone=Mars%2FOlympus', headers)).statusCode).toBe(400);
  });

  it('has no deadline for the T visa', async () => {
    const { headers } = await paidApplicant(t, 'tvisa');
    const dashboard = (await get('/api/dashboard', headers)).json() as Dashboard;
    expect(dashboard.deadline).toMatchObject({ status: 'none', explanationKey: 'tVisaNone' });
    // The T visa has its own legal questionnaire.
    expect(dashboard.questionnaireConfigId).toEqual(expect.any(Number));
  });

  it('uses the VAWA spouse’s divorce date', async () => {
    const divorce = addDaysToDay(calendarDayOf(new Date(), 'America/New_York'), -400);
    const applicant = await signedInApplicant(t);
    await answerEligibility(applicant.headers, { vawasp_divorce_date: divorce });
    const { headers } = await paidApplicant(t, 'vawasp', applicant);
    const dashboard = (await get('/api/dashboard', headers)).json() as Dashboard;
    expect(dashboard.deadline).toMatchObject({
      kind: 'vawa-divorce',
      date: addYearsToDay(divorce, 2),
      status: 'ok',
    });
  });

  it('needs a signed-in applicant', async () => {
    for (const url of [
      '/api/dashboard',
      '/api/dashboard/step',
      `/api/dashboard/calculatePercentage?caseId=${crypto.randomUUID()}`,
    ])
      expect((await get(url, {})).statusCode, url).toBe(401);
  });
});

describe('POST /api/mycase/startMyCase', () => {
  it('starts the application once, logs it, and answers a repeat with the same case', async () => {
    const { headers, caseId } = await paidApplicant(t);
    const started = await post(`/api/mycase/startMyCase?c=${caseId}`, headers);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ id: caseId, step: 'documents' });
    const again = await post('/api/mycase/startMyCase', headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ step: 'documents' });
    const log = (await get('/api/core/case-state-logs', headers)).json() as { entries: { event: string }[] };
    expect(log.entries.filter((entry) => entry.event === 'APPLICATION_STARTED')).toHaveLength(1);
    expect(log.entries.at(-1)).toMatchObject({
      event: 'APPLICATION_STARTED',
      fromStep: 'start-application',
      toStep: 'documents',
    });
    const step = (await get('/api/dashboard/step', headers)).json() as DashboardStep;
    expect(step).toMatchObject({ step: 'documents', currentStep: 'upload-documents' });
  });

  it('refuses a case that is not paid, and another applicant’s case id', async () => {
    const unpaid = await signedInApplicant(t);
    const refused = await post('/api/mycase/startMyCase', unpaid.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'case.eventNotAllowed' });
    const { caseId } = await paidApplicant(t);
    const other = await paidApplicant(t);
    expect((await post(`/api/mycase/startMyCase?c=${caseId}`, other.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/calculatePercentage', () => {
  it('grows with the legal questionnaire and the steps, reaching 100 at the initial review', async () => {
    const { headers, caseId } = await paidApplicant(t);
    await post('/api/mycase/startMyCase', headers);
    expect((await percentage(headers, caseId, legalConfigId)).json()).toEqual({ completionPercentage: 0 });

    // Past the questionnaire's first page (its welcome label): the first move opens it, the second leaves it.
    const sectionId = (await activeConfig(t.app, 'legal')).question_section_id;
    for (let move = 0; move < 2; move += 1) {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/question-flow-path',
        headers,
        payload: { config_id: legalConfigId, question_section_id: sectionId, action: 'next', lang: 'en' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const started = (await percentage(headers, caseId, legalConfigId)).json() as {
      completionPercentage: number;
    };
    expect(started.completionPercentage).toBeGreaterThan(0);
    expect(started.completionPercentage).toBeLessThan(75);
    // Without configId the case's own legal questionnaire is used.
    expect((await percentage(headers, caseId)).json()).toEqual(started);

    await applyEvents(t, caseId, ['DOCUMENTS_COMPLETED'], { documentsComplete: true });
    const documentsDone = (await percentage(headers, caseId)).json() as { completionPercentage: number };
    expect(documentsDone.completionPercentage).toBeGreaterThanOrEqual(25);
    expect(documentsDone.completionPercentage).toBeLessThan(100);

    await applyEvents(t, caseId, ['FORMS_COMPLETED'], { formsComplete: true });
    expect((await percentage(headers, caseId)).json()).toEqual({ completionPercentage: 100 });
    const step = (await get('/api/dashboard/step', headers)).json() as DashboardStep;
    expect(step.review).toMatchObject({
      isReviewStep: true,
      initialReview: 'in-progress',
      finalReview: 'pending',
    });
    expect(step.steps.map((s) => s.state)).toEqual(['completed', 'completed', 'pending', 'in-progress']);
  });

  it('answers 404 for another applicant’s case and for a questionnaire that is not the case’s', async () => {
    const mine = await paidApplicant(t);
    const theirs = await paidApplicant(t);
    expect((await percentage(mine.headers, theirs.caseId)).statusCode).toBe(404);
    expect((await percentage(mine.headers, crypto.randomUUID())).statusCode).toBe(404);
    const eligibility = await activeConfig(t.app, 'eligibility');
    expect((await percentage(mine.headers, mine.caseId, eligibility.config_id)).statusCode).toBe(404);
    expect((await percentage(mine.headers, mine.caseId, 999_999)).statusCode).toBe(404);
    expect((await get('/api/dashboard/calculatePercentage?caseId=nope', mine.headers)).statusCode).toBe(400);
  });
});
