import {
  AppError,
  filingInstructionsParamsSchema,
  filingInstructionsSchema,
  packageLangQuerySchema,
  packagePartParamsSchema,
  packageStatusSchema,
  problemSchema,
  signatureCheckSchema,
  signPagesSchema,
  submissionConfirmedSchema,
  voiceSummarySchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { fileStorageFor } from '../../adapters/storage';
import type { PackageSignSpotRecord } from '../../db/schema/package';
import { requireApplicantCase, tryApplyCaseEvent } from '../cases';
import { caseFormCopies } from '../forms';
import { findApproval } from '../review';
import { checkSignatureInk } from './check-signature-ink';
import { withGovernmentFees } from './government-fee-instructions';
import { filingCaseType, filingInstructions, loadFilingContent } from './filing-instructions';
import { stateOfResidence } from './package-inputs';
import { findPackage, queuePackageBuild } from './package-queue';
import { toPackageStatus } from './package-status';
import { copyLabel } from './form-label';
import { loadSignPages } from './sign-pages';
import { voiceSummary } from './voice-summary';

const tags = ['package'];
const errors = { 401: problemSchema, 404: problemSchema, 409: problemSchema };
/** A phone photo of one page, base64 in JSON. */
const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
const LETTER_SIZE = { width: 612, height: 792 };

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/case-assembly/byMyCaseId',
    {
      schema: {
        tags,
        summary: "The package job's progress and, once the whole package is stored, its parts.",
        querystring: packageLangQuerySchema,
        response: { 200: packageStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      return toPackageStatus(await findPackage(app.db, caseRow.id), request.query.lang);
    },
  );

  app.get(
    '/case-assembly/parts/:part',
    {
      schema: {
        tags,
        summary: 'One part of the ready package as a PDF download; the whole package moves the case on.',
        params: packagePartParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { caseRow } = await requireApplicantCase(request);
      const row = await findPackage(app.db, caseRow.id);
      const part =
        row?.status === 'ready'
          ? row.parts.find((candidate) => candidate.id === request.params.part)
          : undefined;
      if (!part) throw new AppError('NOT_FOUND', { detail: 'This part of the package is not ready.' });
      const stored = await (await fileStorageFor(app.config)).get(part.storageKey);
      if (part.kind === 'package')
        await tryApplyCaseEvent(app.db, {
          caseId: caseRow.id,
          event: 'PACKAGE_DOWNLOADED',
          now: app.clock(),
        });
      return reply
        .header('content-disposition', `attachment; filename="${part.id}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(stored.bytes));
    },
  );

  app.post(
    '/case-assembly/retry',
    {
      schema: {
        tags,
        summary: 'Builds the package again after a failed build.',
        querystring: packageLangQuerySchema,
        response: { 200: packageStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const row = await findPackage(app.db, caseRow.id);
      if (!row || row.status !== 'failed' || !(await findApproval(app.db, caseRow.id)))
        throw new AppError('CONFLICT', {
          detail: 'Only a failed package is built again.',
          extensions: { reason: 'package.notFailed' },
        });
      await app.db.transaction((tx) => queuePackageBuild(app.jobs, tx, caseRow.id, app.clock()));
      return toPackageStatus(await findPackage(app.db, caseRow.id), request.query.lang);
    },
  );

  app.post(
    '/mycase/submission-confirmed',
    {
      schema: {
        tags,
        summary: 'The applicant says the signed package was sent; the case reaches congratulations.',
        response: { 200: submissionConfirmedSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      if (caseRow.step === 'congratulations') return { step: caseRow.step };
      const outcome = await tryApplyCaseEvent(app.db, {
        caseId: caseRow.id,
        event: 'SUBMISSION_CONFIRMED',
        now: app.clock(),
      });
      if (!outcome.applied)
        throw new AppError('CONFLICT', {
          detail: 'The package has not been downloaded yet.',
          extensions: { reason: outcome.error.code },
        });
      return { step: outcome.state.step };
    },
  );

  app.get(
    '/instructions/variable/instructions/:key',
    {
      schema: {
        tags,
        summary:
          'Where and how to send the package, by case type and state (`asylum_tx`, `vawa_any`), with source and date.',
        params: filingInstructionsParamsSchema,
        querystring: packageLangQuerySchema,
        response: { 200: filingInstructionsSchema, ...errors },
      },
    },
    async (request) => {
      const [type, state] = request.params.key.split('_') as [string, string];
      const caseType = filingCaseType(type);
      if (!caseType) throw new AppError('NOT_FOUND', { detail: 'No instructions for this case type.' });
      const content = await loadFilingContent(app.config.CONTENT_DIR);
      return filingInstructions(content, caseType, state === 'any' ? null : state, request.query.lang);
    },
  );

  app.get(
    '/instructions/mine',
    {
      schema: {
        tags,
        summary: "The sending instructions for the caller's own case type and state of residence.",
        querystring: packageLangQuerySchema,
        response: { 200: filingInstructionsSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const caseType = filingCaseType(caseRow.strategy);
      if (!caseType) throw new AppError('NOT_FOUND', { detail: 'The case type is not chosen yet.' });
      const content = await loadFilingContent(app.config.CONTENT_DIR);
      return withGovernmentFees(
        filingInstructions(content, caseType, await stateOfResidence(app.db, caseRow), request.query.lang),
        app.config.CONTENT_DIR,
        caseRow.strategy,
        request.query.lang,
        app.clock().toISOString().slice(0, 10),
      );
    },
  );

  app.get(
    '/voice-summary',
    {
      schema: {
        tags,
        summary: 'A short summary of where the case stands and the next step, for the browser to read aloud.',
        querystring: packageLangQuerySchema,
        response: { 200: voiceSummarySchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const lang = request.query.lang;
      return { lang, text: await voiceSummary(app.config.CONTENT_DIR, caseRow.step, lang) };
    },
  );

  /** The lines to sign of the case's ready package, as its last build recorded them; null before one. */
  const storedSignSpots = async (caseId: string): Promise<PackageSignSpotRecord[] | null> => {
    const row = await findPackage(app.db, caseId);
    if (row?.status !== 'ready') return null;
    return row.parts.find((part) => part.kind === 'sign-here')?.signSpots ?? null;
  };

  app.get(
    '/signature/pages',
    {
      schema: {
        tags,
        summary:
          "Every line of the case's package signed or dated by hand, on the filled package's pages, with the box to write in.",
        querystring: packageLangQuerySchema,
        response: { 200: signPagesSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const lang = request.query.lang;
      const stored = await storedSignSpots(caseRow.id);
      if (stored !== null)
        return {
          pages: stored.map((spot) => ({
            id: spot.id,
            form: 'package',
            label: spot.document[lang],
            page: spot.page,
            packagePage: spot.packagePage,
            mark: spot.mark,
            who: spot.who[lang],
            box: spot.box,
            pageWidth: LETTER_SIZE.width,
            pageHeight: LETTER_SIZE.height,
          })),
        };
      // A package built before its lines to sign were recorded: the forms' own signature pages.
      const copies = await caseFormCopies(
        { db: app.db, contentDir: app.config.CONTENT_DIR, now: app.clock },
        caseRow,
      );
      const signPages = (await loadSignPages(app.config.CONTENT_DIR)).filter((sign) => !sign.each_sheet);
      return {
        pages: copies.flatMap((copy) =>
          signPages
            .filter((sign) => sign.form === copy.formId)
            .map((sign) => ({
              id: copy.id === copy.formId ? sign.id : `${sign.id}-${copy.id.slice(copy.formId.length + 1)}`,
              form: copy.id,
              label: copyLabel(copy, lang),
              page: sign.page,
              mark: 'signature' as const,
              who: sign.who[lang],
              box: sign.box,
              pageWidth: LETTER_SIZE.width,
              pageHeight: LETTER_SIZE.height,
            })),
        ),
      };
    },
  );

  app.get(
    '/case-assembly/pages/:page/image',
    {
      schema: {
        tags,
        summary: 'A picture of one page of the ready package, as it prints: the signing guide shows it.',
        params: z.object({ page: z.coerce.number().int().min(1) }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { caseRow } = await requireApplicantCase(request);
      const row = await findPackage(app.db, caseRow.id);
      const part = row?.status === 'ready' ? row.parts.find((candidate) => candidate.kind === 'package') : undefined;
      if (!part || request.params.page > part.pages)
        throw new AppError('NOT_FOUND', { detail: 'The package has no such page.' });
      const stored = await (await fileStorageFor(app.config)).get(part.storageKey);
      const png = await createPopplerRenderer().renderPage(stored.bytes, request.params.page, { dpi: 100 });
      return reply.header('cache-control', 'private, no-store').type('image/png').send(Buffer.from(png));
    },
  );

  app.post(
    '/signature/check/:id',
    {
      bodyLimit: Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 1024,
      schema: {
        tags,
        summary: 'Checks a photo of a signed page for ink inside the signature box; a blank box is refused.',
        params: z.object({ id: z.string().regex(/^[a-z0-9-]+$/) }),
        body: z.object({ image: z.string().min(1) }),
        response: { 200: signatureCheckSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) => {
      const { caseRow } = await requireApplicantCase(request);
      const stored = await storedSignSpots(caseRow.id);
      // A copy's page is the form's page to sign followed by the copy's suffix (`i-914supa-principal-2`).
      const sign =
        stored !== null
          ? stored.find((spot) => spot.id === request.params.id)
          : (await loadSignPages(app.config.CONTENT_DIR)).find(
              (page) => page.id === request.params.id || request.params.id.startsWith(`${page.id}-`),
            );
      if (!sign) throw new AppError('NOT_FOUND', { detail: 'No such page to sign.' });
      const image = Buffer.from(request.body.image.replace(/^data:[^,]*,/, ''), 'base64');
      if (image.byteLength === 0 || image.byteLength > MAX_PHOTO_BYTES)
        throw new AppError('VALIDATION', {
          detail: 'The photo could not be read.',
          extensions: { reason: 'signature.unreadable' },
        });
      try {
        return await checkSignatureInk({
          image,
          pageWidth: LETTER_SIZE.width,
          pageHeight: LETTER_SIZE.height,
          box: sign.box,
        });
      } catch {
        throw new AppError('VALIDATION', {
          detail: 'The photo could not be read.',
          extensions: { reason: 'signature.unreadable' },
        });
      }
    },
  );
};
