import {
  fillFormRequestSchema,
  formIdParamsSchema,
  formPageParamsSchema,
  formPagesResponseSchema,
  formSectionsQuerySchema,
  formSectionsResponseSchema,
  problemSchema,
  questionDefaultsParamsSchema,
  questionDefaultsResponseSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireApplicantCase } from '../cases';
import type { FormsDeps } from './case-forms';
import { caseFormPages, fillCaseForm, getFormSections, renderCaseFormPage } from './case-forms';
import { legalQuestionDefaults } from './question-defaults';

const tags = ['forms'];
const errors = { 401: problemSchema, 404: problemSchema };

/** The forms routes, given how to reach templates, document data and the page renderer. */
export function formsRoutes(
  depsOf: (app: Parameters<FastifyPluginAsyncZod>[0]) => Promise<FormsDeps>,
): FastifyPluginAsyncZod {
  return async (app) => {
    let pending: Promise<FormsDeps> | undefined;
    // Read on first use, so a server whose content has no forms still starts.
    const deps = (): Promise<FormsDeps> =>
      (pending ??= depsOf(app)).catch((error: unknown) => {
        pending = undefined;
        throw error;
      });

    app.get(
      '/deliverable/formSection',
      {
        schema: {
          tags,
          summary:
            "The forms the case files and the legal questionnaire's sections, each with its completion.",
          querystring: formSectionsQuerySchema,
          response: { 200: formSectionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        return getFormSections(await deps(), await requireApplicantCase(request), request.query.lang);
      },
    );

    app.get(
      '/deliverable/questionDefaults/:config_id/:question_section_id',
      {
        schema: {
          tags,
          summary:
            "Questions of a legal questionnaire section that the applicant's confirmed documents answer, with their values, shown prefilled.",
          params: questionDefaultsParamsSchema,
          response: { 200: questionDefaultsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { config_id, question_section_id } = request.params;
        return legalQuestionDefaults(
          await deps(),
          await requireApplicantCase(request),
          config_id,
          question_section_id,
        );
      },
    );

    app.get(
      '/form-field/pages/:id',
      {
        schema: {
          tags,
          summary: 'Each page of a form with the boxes of the fields each section fills, for highlighting.',
          params: formIdParamsSchema,
          response: { 200: formPagesResponseSchema, ...errors },
        },
      },
      async (request) => caseFormPages(await deps(), await requireApplicantCase(request), request.params.id),
    );

    app.get(
      '/form-field/pages/:id/:page/image',
      {
        schema: {
          tags,
          summary: 'A picture of one page of the filled form, drawn on the server from the real filled PDF.',
          params: formPageParamsSchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const png = await renderCaseFormPage(
          await deps(),
          await requireApplicantCase(request),
          request.params.id,
          request.params.page,
        );
        return reply.type('image/png').send(Buffer.from(png));
      },
    );

    app.post(
      '/pdf/fillForm',
      {
        schema: {
          tags,
          summary: "The case's form filled from its answers, as a fillable PDF download.",
          body: fillFormRequestSchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const filled = await fillCaseForm(
          await deps(),
          await requireApplicantCase(request),
          request.body.form,
        );
        return reply
          .header('content-disposition', `attachment; filename="${request.body.form}.pdf"`)
          .type('application/pdf')
          .send(Buffer.from(filled.pdf));
      },
    );
  };
}
