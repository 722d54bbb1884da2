import { AppError, problemSchema, type Strategy, translationFileStateSchema } from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireApplicantCase } from '../cases';
import { assertSectionWritable } from '../workspace';
import type { DeclarationDeps } from './declaration-service';
import { findDeclaration, saveTranslationFileRevision } from './declaration-store';
import { declarationTranslation, fileRevisionOf } from './translation-state';
import {
  acceptTranslationFile,
  deleteTranslationFile,
  findTranslationFile,
  MAX_TRANSLATION_FILE_BYTES,
  saveTranslationFile,
  TRANSLATION_FILE_TYPES,
} from './translation-file';

const tags = ['declaration'];
const errors = { 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/** Upload, read and delete the translator's English translation as a file. */
export const translationFileRoutes =
  (deps: DeclarationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const contentFor = async (strategy: Strategy | null) => {
      const content = strategy === null ? undefined : (await deps.content()).byStrategy.get(strategy);
      if (content === undefined)
        throw new AppError('NOT_FOUND', {
          detail: 'The declaration is written once the case type is chosen.',
        });
      return content;
    };
    app.addContentTypeParser(
      [...TRANSLATION_FILE_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_TRANSLATION_FILE_BYTES + 1 },
      (_request, body, done) => done(null, body),
    );

    app.put(
      '/declaration/translation/file',
      {
        bodyLimit: MAX_TRANSLATION_FILE_BYTES + 1,
        schema: {
          tags,
          summary:
            "Keeps the translator's English translation (PDF, JPG or PNG, up to 6 MB); the package then carries it instead of the typed text.",
          response: { 200: translationFileStateSchema, 400: problemSchema, 413: problemSchema, ...errors },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        await assertSectionWritable(app.db, app.moduleHooks.caseProgress, applicant.caseRow, 'declaration');
        const stored = await findDeclaration(app.db, applicant.caseRow.id);
        if (stored.language !== 'es')
          throw new AppError('CONFLICT', {
            detail: 'A declaration written in English needs no translation.',
            extensions: { reason: 'translation.notNeeded' },
          });
        if (!Buffer.isBuffer(request.body))
          throw new AppError('BAD_REQUEST', {
            detail: 'Upload a PDF, JPG or PNG file.',
            extensions: { reason: 'upload.unsupportedType' },
          });
        const pdf = await acceptTranslationFile(new Uint8Array(request.body), deps.renderer);
        await saveTranslationFile(await deps.storage(), applicant.caseRow.id, pdf);
        // The file translates the declaration as it is now; a later change makes it out of date.
        const content = await contentFor(applicant.caseRow.strategy);
        await saveTranslationFileRevision(
          app.db,
          applicant.caseRow.id,
          fileRevisionOf(content, stored),
          app.clock(),
        );
        return { uploaded: true, standing: 'current' as const };
      },
    );

    app.get(
      '/declaration/translation/file/status',
      {
        schema: {
          tags,
          summary: 'Whether the English translation was uploaded as a file.',
          response: { 200: translationFileStateSchema, ...errors },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        const stored = await findDeclaration(app.db, applicant.caseRow.id);
        if (stored.translationFile === null) return { uploaded: false, standing: null };
        const content = await contentFor(applicant.caseRow.strategy);
        return { uploaded: true, standing: declarationTranslation(content, stored).file };
      },
    );

    app.get(
      '/declaration/translation/file',
      {
        schema: {
          tags,
          summary: 'The uploaded English translation as a PDF; 404 when the translation is typed.',
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const applicant = await requireApplicantCase(request);
        const pdf = await findTranslationFile(await deps.storage(), applicant.caseRow.id);
        if (pdf === null) throw new AppError('NOT_FOUND', { detail: 'No translation file was uploaded.' });
        return reply
          .header('content-disposition', 'attachment; filename="declaration-translation-upload.pdf"')
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );

    app.delete(
      '/declaration/translation/file',
      {
        schema: {
          tags,
          summary: 'Removes the uploaded translation; the package goes back to the typed text.',
          response: { 200: translationFileStateSchema, ...errors },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        await assertSectionWritable(app.db, app.moduleHooks.caseProgress, applicant.caseRow, 'declaration');
        await deleteTranslationFile(await deps.storage(), applicant.caseRow.id);
        await saveTranslationFileRevision(app.db, applicant.caseRow.id, null, app.clock());
        return { uploaded: false, standing: null };
      },
    );
  };
