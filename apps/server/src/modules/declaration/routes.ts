import {
  AppError,
  declarationPagesSchema,
  declarationRecommendationsSchema,
  declarationSavedSchema,
  declarationViewSchema,
  problemSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { fileStorageFor } from '../../adapters/storage';
import { createMachineTranslator } from '../../adapters/translation';
import { requireApplicantCase } from '../cases';
import { assertSectionWritable } from '../workspace';
import { declarationContentFor } from './declaration-content';
import {
  langQuerySchema,
  languageSchema,
  pageParamsSchema,
  saveTextSchema,
  sectionParamsSchema,
  versionQuerySchema,
} from './declaration-schemas';
import {
  buildDeclarationPdf,
  buildTranslationPackage,
  countDeclarationPages,
  type DeclarationViewDeps,
  draftTranslation,
  getDeclaration,
  recommend,
  saveSection,
} from './declaration-service';
import { saveLanguage } from './declaration-store';
import { translationFileRoutes } from './translation-file-routes';
import type { CertificateBuilder } from './translation-package';

const tags = ['declaration'];
const errors = { 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/** The declaration's routes, given how to make the translator's certificate (null: not yet available). */
export const declarationRoutes =
  (certificate: CertificateBuilder | null): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: DeclarationViewDeps = {
      db: app.db,
      certificate,
      content: () => declarationContentFor(app.config.CONTENT_DIR),
      translator: createMachineTranslator(app.config),
      renderer: createPopplerRenderer(),
      storage: () => fileStorageFor(app.config),
      caseProgress: app.moduleHooks.caseProgress,
    };
    await app.register(translationFileRoutes(deps));
    await deps.content();

    app.get(
      '/declaration',
      {
        schema: {
          tags,
          summary: "The applicant's declaration: each section's guidance and text, original and translation.",
          querystring: langQuerySchema,
          response: { 200: declarationViewSchema, ...errors },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        return getDeclaration(deps, applicant, request.query.lang ?? applicant.user.locale);
      },
    );

    app.put(
      '/declaration/language',
      {
        schema: {
          tags,
          summary: 'The language the applicant writes the declaration in.',
          body: languageSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { caseRow } = await requireApplicantCase(request);
        await assertSectionWritable(app.db, app.moduleHooks.caseProgress, caseRow, 'declaration');
        await saveLanguage(app.db, caseRow.id, request.body.language, app.clock());
        return reply.code(204).send(null);
      },
    );

    const sectionTextRoutes = {
      original: {
        url: '/declaration/sections/:key',
        summary: "Saves the applicant's text of one section (autosave while typing).",
      },
      translation: {
        url: '/declaration/sections/:key/translation',
        summary: "Saves the translator's English text of one section; it replaces a machine draft.",
      },
    } as const;
    for (const [kind, { url, summary }] of Object.entries(sectionTextRoutes) as [
      keyof typeof sectionTextRoutes,
      (typeof sectionTextRoutes)[keyof typeof sectionTextRoutes],
    ][]) {
      app.put(
        url,
        {
          schema: {
            tags,
            summary,
            params: sectionParamsSchema,
            body: saveTextSchema,
            response: { 200: declarationSavedSchema, 400: problemSchema, ...errors },
          },
        },
        async (request) => {
          const applicant = await requireApplicantCase(request);
          await assertSectionWritable(app.db, app.moduleHooks.caseProgress, applicant.caseRow, 'declaration');
          return saveSection(deps, applicant, request.params.key, kind, request.body, app.clock());
        },
      );
    }

    app.post(
      '/declaration/translation/draft',
      {
        schema: {
          tags,
          summary:
            'Drafts the English translation of untranslated sections by machine, when a service is configured; a translator must review it.',
          querystring: langQuerySchema,
          response: { 200: declarationViewSchema, 503: problemSchema, ...errors },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        await assertSectionWritable(app.db, app.moduleHooks.caseProgress, applicant.caseRow, 'declaration');
        await draftTranslation(deps, applicant, app.clock());
        return getDeclaration(deps, applicant, request.query.lang ?? applicant.user.locale);
      },
    );

    app.get(
      '/declaration-recommendations',
      {
        schema: {
          tags,
          summary:
            'Recommendations computed from the declaration and the legal answers, each naming where to fix it.',
          querystring: langQuerySchema,
          response: { 200: declarationRecommendationsSchema, ...errors },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        return {
          recommendations: await recommend(deps, applicant, request.query.lang ?? applicant.user.locale),
        };
      },
    );

    app.get(
      '/declaration/pdf',
      {
        schema: {
          tags,
          summary: 'The declaration as a PDF to sign by hand: the original, or its English translation.',
          querystring: versionQuerySchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const applicant = await requireApplicantCase(request);
        const pdf = await buildDeclarationPdf(deps, applicant, request.query.version, app.clock());
        const file = request.query.version === 'translation' ? 'declaration-english.pdf' : 'declaration.pdf';
        return reply
          .header('content-disposition', `attachment; filename="${file}"`)
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/declaration/package',
      {
        schema: {
          tags,
          summary:
            "The Spanish original, the English translation and the translator's certificate as one PDF; refused while a translation is missing or an unreviewed machine draft.",
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const applicant = await requireApplicantCase(request);
        const pdf = await buildTranslationPackage(deps, applicant, app.clock());
        return reply
          .header('content-disposition', 'attachment; filename="declaration-translation-package.pdf"')
          .type('application/pdf')
          .send(Buffer.from(pdf));
      },
    );

    app.get(
      '/declaration/pages',
      {
        schema: {
          tags,
          summary: 'How many pages the declaration PDF has, to preview it page by page.',
          querystring: versionQuerySchema,
          response: { 200: declarationPagesSchema, ...errors },
        },
      },
      async (request) => {
        const applicant = await requireApplicantCase(request);
        const pdf = await buildDeclarationPdf(deps, applicant, request.query.version, app.clock());
        return { version: request.query.version, pages: await countDeclarationPages(pdf) };
      },
    );

    app.get(
      '/declaration/pages/:page/image',
      {
        schema: {
          tags,
          summary: 'A picture of one page of the declaration PDF, drawn on the server.',
          params: pageParamsSchema,
          querystring: versionQuerySchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const applicant = await requireApplicantCase(request);
        const pdf = await buildDeclarationPdf(deps, applicant, request.query.version, app.clock());
        if (request.params.page > (await countDeclarationPages(pdf)))
          throw new AppError('NOT_FOUND', { detail: 'The declaration has fewer pages.' });
        const png = await deps.renderer.renderPage(pdf, request.params.page, { dpi: 96 });
        return reply.type('image/png').send(Buffer.from(png));
      },
    );
  };
