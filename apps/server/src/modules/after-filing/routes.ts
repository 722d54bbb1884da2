import {
  afterFilingLangQuerySchema,
  afterFilingSchema,
  AppError,
  appointmentsInputSchema,
  calendarDayOf,
  problemSchema,
  RECEIPT_ERRORS,
  receiptInputSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApplicantCase, requireApplicantCase } from '../cases';
import { afterFilingView, APPLICANT_TIME_ZONE, isSent } from './after-filing-view';
import { CALENDAR_FILE_NAME, calendarFile } from './calendar-file';
import { z } from 'zod';
import { saveAppointments, saveReceipt } from './records';

const tags = ['after-filing'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };

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

export const afterFilingRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return afterFilingView(app, caseRow, app.clock(), request.query.lang);
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
      return afterFilingView(app, caseRow, now, request.query.lang);
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
      return afterFilingView(app, caseRow, now, request.query.lang);
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
      const view = await afterFilingView(app, caseRow, now, request.query.lang);
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
};
