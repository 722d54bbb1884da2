import { addDaysToDay, afterFilingSchema, calendarDayOf, interviewPracticeSchema } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/cases';
import { type AuthTestApp, createAuthTestApp } from '../accounts/test-support';
import { type PaidApplicant, paidApplicant } from '../workspace/test-support';
import { APPLICANT_TIME_ZONE } from './after-filing-view';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const today = () => calendarDayOf(new Date(), APPLICANT_TIME_ZONE);

async function sentApplicant(strategy: 'asylum' | 'tvisa' = 'asylum'): Promise<PaidApplicant> {
  const applicant = await paidApplicant(t, strategy);
  await t.database.db.update(cases).set({ step: 'congratulations' }).where(eq(cases.id, applicant.caseId));
  return applicant;
}

const putReceipt = (applicant: PaidApplicant, payload: object, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/mycase/after-filing/receipt?lang=${lang}`,
    headers: applicant.headers,
    payload,
  });

describe('the receipt after filing', () => {
  it('is refused before the applicant said the package was sent', async () => {
    const applicant = await paidApplicant(t, 'asylum');
    const response = await putReceipt(applicant, { receiptNumber: 'IOE0912345678', receiptDate: today() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'afterFiling.notSent' });
    const view = afterFilingSchema.parse(
      (await t.app.inject({ url: '/api/mycase/after-filing', headers: applicant.headers })).json(),
    );
    expect(view).toMatchObject({ sent: false, record: null, timeline: [] });
  });

  it('is kept, normalised, and starts the asylum timeline from the receipt date', async () => {
    const applicant = await sentApplicant();
    const receiptDate = addDaysToDay(today(), -10);
    const response = await putReceipt(applicant, { receiptNumber: 'ioe 09-1234-5678', receiptDate }, 'es');
    expect(response.statusCode, response.body).toBe(200);
    const view = afterFilingSchema.parse(response.json());
    expect(view.record).toEqual({
      receiptNumber: 'IOE0912345678',
      receiptDate,
      biometricsDate: null,
      interviewDate: null,
    });
    expect(view.timeline.find((item) => item.id === 'work-permit-file')).toMatchObject({
      day: addDaysToDay(receiptDate, 150),
      daysFromToday: 140,
      state: 'next',
    });
    const workPermit = view.facts.find((fact) => fact.id === 'work_permit');
    expect(workPermit?.text).toContain('150 días');
    expect(workPermit?.sourceUrl).toMatch(/^https:/);
  });

  it('names the wrong field with a stable message key, and refuses a day still to come', async () => {
    const applicant = await sentApplicant();
    const bad = await putReceipt(applicant, { receiptNumber: 'IOE12', receiptDate: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'body.receiptNumber', message: 'receipt.numberInvalid' },
      { path: 'body.receiptDate', message: 'receipt.dateInvalid' },
    ]);
    const future = await putReceipt(applicant, {
      receiptNumber: 'IOE0912345678',
      receiptDate: addDaysToDay(today(), 2),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ path: 'body.receiptDate', message: 'receipt.dateFuture' }]);
  });

  it('takes the appointment days once a receipt exists, and has no work permit for a T visa', async () => {
    const applicant = await sentApplicant('tvisa');
    const appointments = { biometricsDate: addDaysToDay(today(), 20), interviewDate: null };
    const early = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/after-filing/appointments',
      headers: applicant.headers,
      payload: appointments,
    });
    expect(early.statusCode).toBe(409);
    await putReceipt(applicant, { receiptNumber: 'EAC2612345678', receiptDate: today() });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/after-filing/appointments',
      headers: applicant.headers,
      payload: appointments,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = afterFilingSchema.parse(saved.json());
    expect(view.timeline.map((item) => [item.id, item.state])).toEqual([
      ['receipt', 'done'],
      ['biometrics', 'next'],
      ['interview', 'later'],
      ['decision', 'later'],
    ]);
    expect(view.facts.map((fact) => fact.id)).not.toContain('annual_fee');
  });

  it('is in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/mycase/after-filing',
        '/api/mycase/after-filing/receipt',
        '/api/mycase/after-filing/appointments',
      ]),
    );
  });
});

describe('the calendar download', () => {
  it('is an iCalendar file with a plain name, only once a receipt exists', async () => {
    const applicant = await sentApplicant();
    const early = await t.app.inject({
      url: '/api/mycase/after-filing/calendar.ics',
      headers: applicant.headers,
    });
    expect(early.statusCode).toBe(409);
    await putReceipt(applicant, { receiptNumber: 'IOE0912345678', receiptDate: today() });
    const file = await t.app.inject({
      url: '/api/mycase/after-filing/calendar.ics?lang=es',
      headers: applicant.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="calendar.ics"');
    expect(file.body).toContain('SUMMARY:Recordatorio de Camino');
    expect(file.body).not.toMatch(/asylum|asilo|USCIS|permiso/i);
  });
});

describe('a move after filing', () => {
  const move = (inCourt: boolean) => ({
    movedOn: addDaysToDay(today(), -2),
    street: '12 New St',
    apartment: null,
    city: 'Austin',
    state: 'tx',
    zip: '78701',
    inCourt,
  });

  it('says within how many days and how to tell USCIS, by case type, with the receipt number to give', async () => {
    const asylum = await sentApplicant();
    await putReceipt(asylum, { receiptNumber: 'IOE0912345678', receiptDate: today() });
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/mycase/after-filing/moves',
      headers: asylum.headers,
      payload: move(false),
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      state: 'TX',
      dueBy: addDaysToDay(today(), 8),
      daysLeft: 8,
      receiptNumber: 'IOE0912345678',
      howToTell: 'ar-11-online',
    });
    const latest = await t.app.inject({
      url: '/api/mycase/after-filing/moves/latest',
      headers: asylum.headers,
    });
    expect(latest.json().move).toMatchObject({ street: '12 New St', city: 'Austin' });

    const survivor = await sentApplicant('tvisa');
    const protectedMove = await t.app.inject({
      method: 'POST',
      url: '/api/mycase/after-filing/moves',
      headers: survivor.headers,
      payload: move(true),
    });
    expect(protectedMove.json()).toMatchObject({
      howToTell: 'protected-phone',
      inCourt: true,
      receiptNumber: null,
    });
  });

  it('names each wrong field with a stable key', async () => {
    const applicant = await sentApplicant();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/mycase/after-filing/moves',
      headers: applicant.headers,
      payload: { ...move(false), street: ' ', state: 'Texas', zip: '787' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'move.streetRequired',
      'move.stateInvalid',
      'move.zipInvalid',
    ]);
  });
});

describe('interview practice', () => {
  const practice = (applicant: PaidApplicant, lang = 'es') =>
    t.app.inject({ url: `/api/mycase/after-filing/practice?lang=${lang}`, headers: applicant.headers });

  it('asks from the declaration in the applicant language, for asylum once sent', async () => {
    const applicant = await paidApplicant(t, 'asylum');
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api${url}`, headers: applicant.headers, payload });
    expect((await put('/declaration/language', { language: 'es' })).statusCode).toBe(204);
    const story =
      'El 3 de marzo de 2021 dos hombres me golpearon en el mercado de San Miguel y me amenazaron.';
    expect((await put('/declaration/sections/what_happened', { text: story })).statusCode).toBe(200);
    expect((await practice(applicant)).statusCode).toBe(409);

    await t.database.db.update(cases).set({ step: 'congratulations' }).where(eq(cases.id, applicant.caseId));
    const response = await practice(applicant);
    expect(response.statusCode, response.body).toBe(200);
    const body = interviewPracticeSchema.parse(response.json());
    expect(body.speechLang).toBe('es-US');
    expect(body.questions.map((q) => q.id)).toEqual(['section-what_happened', 'incident-what_happened-1']);
    expect(body.questions[0]!.text).toMatch(/^¿Qué le pasó\?/);
    expect(body.disagreements).toEqual([]);
    expect(interviewPracticeSchema.parse((await practice(applicant, 'en')).json()).speechLang).toBe('en-US');
  });

  it('waits for an interview day for a T visa', async () => {
    const applicant = await sentApplicant('tvisa');
    await putReceipt(applicant, { receiptNumber: 'EAC2612345678', receiptDate: today() });
    const early = await practice(applicant);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: 'afterFiling.noInterview' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/mycase/after-filing/appointments',
      headers: applicant.headers,
      payload: { biometricsDate: null, interviewDate: addDaysToDay(today(), 30) },
    });
    expect((await practice(applicant)).statusCode).toBe(200);
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toContain('/api/mycase/after-filing/practice');
  });
});
