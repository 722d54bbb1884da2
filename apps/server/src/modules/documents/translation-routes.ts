import {
  AppError,
  documentIdParamsSchema,
  documentLanguageSchema,
  type DocumentChecklistContent,
  problemSchema,
  saveTranslationRequestSchema,
  storedDocumentSchema,
  translatorCertificateRequestSchema,
} from '@camino/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import iso6391 from 'iso-639-1';
import { z } from 'zod';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import type { TextReader } from '../../adapters/ocr';
import type { FileStorage } from '../../adapters/storage';
import { documents } from '../../db/schema/documents';
import { requireApplicantCase } from '../cases';
import { assertSectionWritable } from '../workspace';
import { toStoredDocument } from './build-checklist';
import { findCaseDocument, listCaseDocuments } from './case-documents';
import { needsTranslation } from './document-translations';
import { READ_LANGUAGE_QUEUE, type ReadLanguageJob } from './read-document-language';
import { saveTranslation } from './save-translation';
import { buildTranslatorCertificatePdf, type TranslationSourceLanguage } from './translator-certificate';

export interface TranslationRoutesDeps {
  storage: FileStorage;
  pdfRenderer: PdfRenderer;
  textReader: TextReader;
  content: () => Promise<DocumentChecklistContent>;
}

const tags = ['documents'];

function sendDownload(reply: FastifyReply, pdf: Uint8Array) {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'attachment; filename="translator-certificate.pdf"')
    .type('application/pdf')
    .send(Buffer.from(pdf));
}
const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };

/** A document's language (read by a job after it is saved), its English translation and the certificate. */
export function translationRoutes(deps: TranslationRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const requireDocument = async (request: FastifyRequest, id: string) => {
      const { caseRow } = await requireApplicantCase(request);
      const row = await findCaseDocument(app.db, caseRow.id, id);
      if (!row) throw new AppError('NOT_FOUND', { detail: 'Document not found.' });
      return { caseRow, row };
    };

    const languageOf = async (caseId: string, documentId: string) => {
      const all = await listCaseDocuments(app.db, caseId);
      const original = all.find((doc) => doc.row.id === documentId)!;
      const translation = all.find((doc) => doc.row.translationOf === documentId);
      const { language } = original.row;
      return {
        taskId: documentId,
        status: language === null ? ('pending' as const) : ('done' as const),
        language,
        needsTranslation: needsTranslation(original.row),
        translation: translation ? toStoredDocument(translation) : null,
      };
    };

    app.post(
      '/documents/:id/language',
      {
        schema: {
          tags,
          summary:
            "Reads the document's language again (the spec's ai-language-detector/detect); the answer is the task to follow.",
          params: documentIdParamsSchema,
          response: { 200: documentLanguageSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow, row } = await requireDocument(request, request.params.id);
        await app.db.update(documents).set({ language: null }).where(eq(documents.id, row.id));
        await app.jobs.send<ReadLanguageJob>(READ_LANGUAGE_QUEUE, { documentId: row.id });
        return languageOf(caseRow.id, row.id);
      },
    );

    app.get(
      '/documents/:id/language',
      {
        schema: {
          tags,
          summary:
            "The document's language once read, and whether it needs an English translation (the spec's ai-language-task/status).",
          params: documentIdParamsSchema,
          response: { 200: documentLanguageSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow, row } = await requireDocument(request, request.params.id);
        return languageOf(caseRow.id, row.id);
      },
    );

    app.post(
      '/documents/:id/translation',
      {
        schema: {
          tags,
          summary:
            "Saves uploaded pages as the document's English translation (the spec's documents/translate); refused when they are not in English.",
          params: documentIdParamsSchema,
          body: saveTranslationRequestSchema,
          response: { 200: storedDocumentSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow, row } = await requireDocument(request, request.params.id);
        await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'evidence');
        const saved = await saveTranslation(
          { ...deps, db: app.db, log: request.log, now: app.clock() },
          row,
          request.body,
        );
        return toStoredDocument(
          (await listCaseDocuments(app.db, caseRow.id)).find((doc) => doc.row.id === saved.id)!,
        );
      },
    );

    app.post(
      '/documents/:id/translator-certificate',
      {
        schema: {
          tags,
          summary:
            "The translator's certificate (8 CFR 103.2(b)(3)) for the document's translation, to print and sign.",
          params: documentIdParamsSchema,
          body: translatorCertificateRequestSchema,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const { row } = await requireDocument(request, request.params.id);
        const language = [row.language, request.body.sourceLanguage].find(
          (code): code is TranslationSourceLanguage => !!code && code !== 'en' && iso6391.validate(code),
        );
        if (!language)
          throw new AppError('VALIDATION', {
            detail: 'Say which language the document is in.',
            extensions: { reason: 'sourceLanguageRequired' },
          });
        const content = await deps.content();
        const kind = content.documents[row.documentKey] ?? content.evidenceTypes[row.documentKey];
        const pdf = await buildTranslatorCertificatePdf({
          translatorName: request.body.translatorName,
          translatorAddress: request.body.translatorAddress,
          sourceLanguage: language,
          documentTitle: kind?.label.en ?? row.documentKey,
        });
        return sendDownload(reply, pdf);
      },
    );
  };
}
