import {
  AppError,
  checklistQuerySchema,
  documentCheckSchema,
  documentDataSchema,
  documentIdParamsSchema,
  problemSchema,
  saveDocumentDataRequestSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApplicantCase } from '../cases';
import { assertSectionWritable } from '../workspace';
import { findCaseDocument } from './case-documents';
import { documentQuestionsFor, getDocumentData, saveDocumentData } from './document-data';
import type { ReadTextDeps } from './read-pages-text';
import { validateDocument } from './validate-document';

const tags = ['documents'];
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };

/** The document-data screen's questions, prefilled from the page, and the applicant's confirmed answers. */
export function documentDataRoutes(deps: ReadTextDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const questions = () => documentQuestionsFor(app.config.CONTENT_DIR);
    await questions();

    app.get(
      '/documents/:id/data',
      {
        schema: {
          tags,
          summary:
            "A document's questions (the spec's documentQuestions) with the confirmed values, or values read from the page to confirm, and contradictions with earlier answers.",
          params: documentIdParamsSchema,
          querystring: checklistQuerySchema,
          response: { 200: documentDataSchema, ...errors },
        },
      },
      async (request) => {
        const { user, caseRow } = await requireApplicantCase(request);
        const row = await findCaseDocument(app.db, caseRow.id, request.params.id);
        if (!row) throw new AppError('NOT_FOUND', { detail: 'Document not found.' });
        return getDocumentData(
          { ...deps, db: app.db, now: app.clock },
          await questions(),
          row,
          request.query.lang ?? user.locale,
        );
      },
    );

    app.put(
      '/documents/:id/data',
      {
        schema: {
          tags,
          summary:
            "Stores the values the applicant confirmed or corrected; answers the document's data again.",
          params: documentIdParamsSchema,
          querystring: checklistQuerySchema,
          body: saveDocumentDataRequestSchema,
          response: { 200: documentDataSchema, ...errors },
        },
      },
      async (request) => {
        const { user, caseRow } = await requireApplicantCase(request);
        await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence');
        const row = await findCaseDocument(app.db, caseRow.id, request.params.id);
        if (!row) throw new AppError('NOT_FOUND', { detail: 'Document not found.' });
        await saveDocumentData(app.db, await questions(), row, request.body, app.clock());
        return getDocumentData(
          { ...deps, db: app.db, now: app.clock },
          await questions(),
          row,
          request.query.lang ?? user.locale,
        );
      },
    );

    app.post(
      '/documents/:id/validate',
      {
        schema: {
          tags,
          summary:
            'Checks that the file looks like the document it claims to be (a passport page has its MRZ, a marriage certificate mentions a marriage, no page is blank).',
          params: documentIdParamsSchema,
          response: { 200: documentCheckSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const row = await findCaseDocument(app.db, caseRow.id, request.params.id);
        if (!row) throw new AppError('NOT_FOUND', { detail: 'Document not found.' });
        return validateDocument({ ...deps, db: app.db, now: app.clock }, row);
      },
    );
  };
}
