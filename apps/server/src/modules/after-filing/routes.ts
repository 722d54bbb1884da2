import {
  afterFilingLangQuerySchema,
  afterFilingSchema,
  AppError,
  appointmentsInputSchema,
  calendarDayOf,
  problemSchema,
  RECEIPT_ERRORS,
  addressChangeDueBy,
  calendarDaysBetween,
  latestMoveSchema,
  type Move,
  moveInputSchema,
  moveSchema,
  receiptInputSchema,
  interviewPracticeSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApplicantCase, requireApplicantCase } from '../cases';
import { findInterviewPractice } from '../declaration';
import { afterFilingView, type AnnualFeeSchedule, APPLICANT_TIME_ZONE, isSent } from './after-filing-view';
import { CALENDAR_FILE_NAME, calendarFile } from './calendar-file';
import { z } from 'zod';
import { findLatestMove, recordMove, type ResidenceMove } from './moves';
import { findAfterFilingRecord, saveAppointments, saveReceipt } from './records';
import { AFTER_FILING_CASE_REMINDER_QUEUE } from './reminders';

const tags = ['after-filing'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };

const PROTECTED_STRATEGIES = new Set(['vawasp', 'vawach', 'tvisa']);

function moveOf(move: ResidenceMove, caseRow: ChosenCase, receiptNumber: string | null, today: string): Move {
  const dueBy = addressChangeDueBy(move.movedOn);
  return {
    ...move,
    dueBy,
    daysLeft: calendarDaysBetween(today, dueBy),
    receiptNumber,
    // A protected case (8 U.S.C. 1367) changes its address by phone, never through the public form.
    howToTell: PROTECTED_STRATEGIES.has(caseRow.strategy) ? 'protected-phone' : 'ar-11-online',
  };
}

type ChosenCase = ApplicantCase['caseRow'] & { strategy: NonNullable<ApplicantCase['caseRow']['strategy']> };

function requireChosen(caseRow: ApplicantCase['caseRow']): ChosenCase {
  if (caseRow.strategy === null)
    throw new AppError('NOT_FOUND', { detail: 'The case type is not chosen yet.' });
  return caseRow as ChosenCase;
}

function requireSent(caseRow: ChosenCase): void {
  if (!isSent(caseRow))
    throw new AppError('CONFLICT', {
      detail: 'The package has not been sent yet.',
      extensions: { reason: 'afterFiling.notSent' },
    });
}

export const afterFilingRoutes =
  (annualFees: AnnualFeeSchedule): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: app.db, config: app.config, annualFees };
    app.get(
      '/mycase/after-filing',
      {
        schema: {
          tags,
          summary:
            'The receipt and appointments recorded after filing, the timeline counted from the receipt date, and the facts with sources.',
          querystring: afterFilingLangQuerySchema,
          response: { 200: afterFilingSchema, ...errors },
        },
      },
      async (request) => {
        const caseRow = requireChosen((await requireApplicantCase(request)).caseRow);
        return afterFilingView(deps, caseRow, app.clock(), request.query.lang);
      },
    );

    app.put(
      '/mycase/after-filing/receipt',
      {
        schema: {
          tags,
          summary:
            'Records the receipt notice: its number (3 letters and 10 digits) and the receipt date printed on it.',
          querystring: afterFilingLangQuerySchema,
          body: receiptInputSchema,
          response: { 200: afterFilingSchema, ...errors },
        },
      },
      async (request) => {
        const caseRow = requireChosen((await requireApplicantCase(request)).caseRow);
        requireSent(caseRow);
        const now = app.clock();
        if (request.body.receiptDate > calendarDayOf(now, APPLICANT_TIME_ZONE))
          throw new AppError('VALIDATION', {
            detail: 'The receipt date is in the future.',
            errors: [{ path: 'body.receiptDate', message: RECEIPT_ERRORS.future }],
          });
        await saveReceipt(app.db, caseRow.id, request.body, now);
        await app.jobs.send(AFTER_FILING_CASE_REMINDER_QUEUE, { caseId: caseRow.id });
        return afterFilingView(deps, caseRow, now, request.query.lang);
      },
    );

    app.put(
      '/mycase/after-filing/appointments',
      {
        schema: {
          tags,
          summary: 'Records the biometrics and interview days the notices gave (null when none yet).',
          querystring: afterFilingLangQuerySchema,
          body: appointmentsInputSchema,
          response: { 200: afterFilingSchema, ...errors },
        },
      },
      async (request) => {
        const caseRow = requireChosen((await requireApplicantCase(request)).caseRow);
        requireSent(caseRow);
        const now = app.clock();
        if (!(await saveAppointments(app.db, caseRow.id, request.body, now)))
          throw new AppError('CONFLICT', {
            detail: 'Record the receipt first.',
            extensions: { reason: 'afterFiling.noReceipt' },
          });
        await app.jobs.send(AFTER_FILING_CASE_REMINDER_QUEUE, { caseId: caseRow.id });
        return afterFilingView(deps, caseRow, now, request.query.lang);
      },
    );

    app.get(
      '/mycase/after-filing/calendar.ics',
      {
        schema: {
          tags,
          summary:
            'The days still to come as an iCalendar download; events say only "Appointment" or "Camino reminder".',
          querystring: afterFilingLangQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const caseRow = requireChosen((await requireApplicantCase(request)).caseRow);
        const now = app.clock();
        const view = await afterFilingView(deps, caseRow, now, request.query.lang);
        if (!view.record)
          throw new AppError('CONFLICT', {
            detail: 'Record the receipt first.',
            extensions: { reason: 'afterFiling.noReceipt' },
          });
        return reply
          .header('content-disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`)
          .type('text/calendar; charset=utf-8')
          .send(calendarFile(caseRow.id, view.timeline, request.query.lang, now));
      },
    );

    app.get(
      '/mycase/after-filing/practice',
      {
        schema: {
          tags,
          summary:
            'Interview practice: questions from the declaration and legal answers, in the asked language, and where the declaration and forms disagree. For asylum once sent; for VAWA and T visa once an interview day is recorded.',
          querystring: afterFilingLangQuerySchema,
          response: { 200: interviewPracticeSchema, ...errors },
        },
      },
      async (request) => {
        const caseRow = requireChosen((await requireApplicantCase(request)).caseRow);
        requireSent(caseRow);
        if (caseRow.strategy !== 'asylum') {
          const record = await findAfterFilingRecord(app.db, caseRow.id);
          if (!record?.interviewDate)
            throw new AppError('CONFLICT', {
              detail: 'Record the interview day first.',
              extensions: { reason: 'afterFiling.noInterview' },
            });
        }
        return findInterviewPractice(app.db, caseRow, app.config.CONTENT_DIR, request.query.lang);
      },
    );

    const latestMove = async (caseRow: ChosenCase, now: Date): Promise<Move | null> => {
      const [move, record] = await Promise.all([
        findLatestMove(app.db, caseRow.id),
        findAfterFilingRecord(app.db, caseRow.id),
      ]);
      return move
        ? moveOf(move, caseRow, record?.receiptNumber ?? null, calendarDayOf(now, APPLICANT_TIME_ZONE))
        : null;
    };

    app.get(
      '/mycase/after-filing/moves/latest',
      {
        schema: {
          tags,
          summary: 'The latest move recorded after filing, with the last day to tell USCIS and how.',
          response: { 200: latestMoveSchema, ...errors },
        },
      },
      async (request) => {
        const caseRow = requireChosen((await requireApplicantCase(request)).caseRow);
        return { move: await latestMove(caseRow, app.clock()) };
      },
    );

    app.post(
      '/mycase/after-filing/moves',
      {
        schema: {
          tags,
          summary:
            'Records a move: the new home address the forms prepared later use (the safe mailing address is not changed), with the last day to tell USCIS and how.',
          body: moveInputSchema,
          response: { 200: moveSchema, ...errors },
        },
      },
      async (request) => {
        const caseRow = requireChosen((await requireApplicantCase(request)).caseRow);
        requireSent(caseRow);
        const now = app.clock();
        await recordMove(app.db, caseRow.id, request.body, now);
        return (await latestMove(caseRow, now))!;
      },
    );
  };
