import {
  addEvidenceRequestSchema,
  checklistQuerySchema,
  evidenceListSchema,
  documentChecklistSchema,
  documentIdParamsSchema,
  problemSchema,
  saveDocumentRequestSchema,
  storedDocumentSchema,
  uploadIdParamsSchema,
  AppError,
} from '@camino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { fileStorageFor } from '../../adapters/storage';
import { requireApplicantCase } from '../cases';
import { assertSectionWritable, isSectionReadOnly } from '../workspace';
import { addEvidence, listEvidence } from './additional-evidence';
import { findCaseDocument, listCaseDocuments } from './case-documents';
import { checklistContentFor } from './checklist-content';
import { deleteDocuments, deleteUpload } from './delete-document';
import { findCaseUpload } from './find-case-upload';
import { getChecklist } from './get-checklist';
import { saveChecklistDocument } from './save-checklist-document';
import { toStoredDocument } from './build-checklist';
import { closeTextReader, textReaderFor } from './document-text-reader';
import { READ_LANGUAGE_QUEUE, type ReadLanguageJob } from './read-document-language';
import { documentDataRoutes } from './document-data-routes';
import { translationRoutes } from './translation-routes';
import { uploadRoutes } from './upload-routes';

const tags = ['documents'];
const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

function sendFile(reply: FastifyReply, bytes: Uint8Array, contentType: string) {
  // An applicant's documents are never cached by a browser or a proxy.
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .type(contentType)
    .send(Buffer.from(bytes));
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await fileStorageFor(app.config);
  const content = () => checklistContentFor(app.config.CONTENT_DIR);
  await content();
  const pdfRenderer = createPopplerRenderer();
  await app.register(uploadRoutes({ storage }));
  await app.register(
    translationRoutes({ storage, pdfRenderer, textReader: textReaderFor(app.config), content }),
  );
  await app.register(documentDataRoutes({ storage, pdfRenderer, textReader: textReaderFor(app.config) }));
  app.addHook('onClose', () => closeTextReader(app.config));

  app.get(
    '/documents/list',
    {
      schema: {
        tags,
        summary: "The applicant's document checklist: a card per document for them and each family member.",
        querystring: checklistQuerySchema,
        response: { 200: documentChecklistSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const { user, caseRow } = await requireApplicantCase(request);
      return getChecklist(
        app.db,
        app.moduleHooks.caseProgress,
        await content(),
        caseRow,
        request.query.lang ?? user.locale,
      );
    },
  );

  app.post(
    '/documents',
    {
      schema: {
        tags,
        summary:
          "Saves uploaded files, in the order given, as one checklist card's document (one PDF); replaces the card's earlier document.",
        body: saveDocumentRequestSchema,
        response: { 200: storedDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence');
      const row = await saveChecklistDocument(
        { db: app.db, storage, log: request.log, now: app.clock() },
        await content(),
        caseRow,
        request.body,
      );
      await app.jobs.send<ReadLanguageJob>(READ_LANGUAGE_QUEUE, { documentId: row.id });
      const saved = (await listCaseDocuments(app.db, caseRow.id)).find((doc) => doc.row.id === row.id)!;
      return toStoredDocument(saved);
    },
  );

  app.delete(
    '/documents/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a document together with its translation and their files.',
        params: documentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { caseRow } = await requireApplicantCase(request);
      await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence');
      const row = await findCaseDocument(app.db, caseRow.id, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', { detail: 'Document not found.' });
      await deleteDocuments({ db: app.db, storage, log: request.log }, [row.id]);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/documents/:id/file',
    {
      schema: {
        tags,
        summary: 'The document as one PDF, decrypted for its owner.',
        params: documentIdParamsSchema,
        response: { 200: z.string().describe('application/pdf'), 401: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { caseRow } = await requireApplicantCase(request);
      const row = await findCaseDocument(app.db, caseRow.id, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', { detail: 'Document not found.' });
      return sendFile(reply, (await storage.get(row.storageKey)).bytes, 'application/pdf');
    },
  );

  app.get(
    '/documents/uploads/:id/thumbnail',
    {
      schema: {
        tags,
        summary: 'The small preview of an uploaded page, decrypted for its owner.',
        params: uploadIdParamsSchema,
        response: { 200: z.string().describe('image/jpeg'), 401: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { caseRow } = await requireApplicantCase(request);
      const upload = await findCaseUpload(app.db, caseRow.id, request.params.id);
      if (!upload) throw new AppError('NOT_FOUND', { detail: 'Page not found.' });
      return sendFile(reply, (await storage.get(upload.thumbnailKey)).bytes, 'image/jpeg');
    },
  );

  app.delete(
    '/documents/uploads/:id',
    {
      schema: {
        tags,
        summary: 'Removes an uploaded page from the merge view before it is saved into a document.',
        params: uploadIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { caseRow } = await requireApplicantCase(request);
      await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence');
      await deleteUpload({ db: app.db, storage, log: request.log }, caseRow.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  const evidenceList = async (request: FastifyRequest, lang: 'en' | 'es' | undefined) => {
    const { user, caseRow } = await requireApplicantCase(request);
    return listEvidence(
      app.db,
      await content(),
      caseRow.id,
      lang ?? user.locale,
      await isSectionReadOnly(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence'),
    );
  };

  app.get(
    '/documents/additionalEvidence',
    {
      schema: {
        tags,
        summary: 'The additional evidence added so far, in package order, and the types that can be added.',
        querystring: checklistQuerySchema,
        response: { 200: evidenceListSchema, 401: problemSchema },
      },
    },
    async (request) => {
      return evidenceList(request, request.query.lang);
    },
  );

  app.post(
    '/documents/aditionalEvidence',
    {
      schema: {
        tags,
        summary:
          "Adds a piece of additional evidence (a type, the applicant's description and its uploaded pages) at the end of the list.",
        querystring: checklistQuerySchema,
        body: addEvidenceRequestSchema,
        response: { 200: evidenceListSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence');
      const row = await addEvidence(
        { db: app.db, storage, now: app.clock() },
        await content(),
        caseRow.id,
        request.body,
      );
      // Evidence in another language needs its English translation too.
      await app.jobs.send<ReadLanguageJob>(READ_LANGUAGE_QUEUE, { documentId: row.id });
      return evidenceList(request, request.query.lang);
    },
  );
};
