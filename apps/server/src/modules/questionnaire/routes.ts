import {
  activeConfigQuerySchema,
  activeConfigsSchema,
  additionalLabelParamsSchema,
  additionalLabelsSchema,
  codeExecutionRequestSchema,
  codeExecutionSchema,
  deletedResponsesSchema,
  deleteResponseQuerySchema,
  deleteResponsesBodySchema,
  findLabelQuerySchema,
  flowPathParamsSchema,
  flowPathRequestSchema,
  flowPathStateSchema,
  labelsSchema,
  loopDeleteQuerySchema,
  loopRequestSchema,
  paramQuestionParamsSchema,
  problemSchema,
  processArrayRequestSchema,
  processArrayResponseSchema,
  questionFlowQuerySchema,
  questionFlowSchema,
  questionSchema,
  responsesQuerySchema,
  responsesSchema,
  sectionLabelParamsSchema,
  sectionLabelSchema,
  variablesQuerySchema,
  variablesSchema,
} from '@camino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadValidationSandbox } from '../code-execution';
import { addLoopIteration } from './add-loop-iteration';
import { type AnswerOwner, requireCaseOwner, requireTempOwner, resolveAnswerOwner } from './answer-owner';
import { contentEtag, notModified, sendNotModified } from './cache-headers';
import { deleteAnswerRows } from './delete-answer-rows';
import { deleteQuestionAnswers } from './delete-question-answers';
import type { QuestionnaireDeps } from './deps';
import { executeValidation } from './execute-validation';
import { findActiveConfigs } from './find-active-configs';
import { findAdditionalLabels } from './find-additional-labels';
import { findLabels } from './find-labels';
import { findQuestion } from './find-question';
import { findVariables } from './find-variables';
import { getFlowPath } from './get-flow-path';
import { getQuestionFlow } from './get-question-flow';
import { requireConfig, requireSection } from './load-config';
import { moveInFlow } from './move-in-flow';
import { findOwnerAnswers } from './owner-state';
import { processAnswers } from './process-answers';
import { removeLoopIteration } from './remove-loop-iteration';

const tags = ['questionnaire'];
const problems = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema };

export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = await loadValidationSandbox();
  const deps = (request: FastifyRequest): QuestionnaireDeps => ({
    db: app.db,
    sandbox,
    log: request.log,
    answerWriteGuards: app.moduleHooks.answerWriteGuards,
  });

  app.get(
    '/config/active',
    {
      schema: {
        tags,
        summary: 'The active configuration (content version) of each questionnaire and strategy.',
        querystring: activeConfigQuerySchema,
        response: { 200: activeConfigsSchema },
      },
    },
    async (request) => findActiveConfigs(app.db, request.query),
  );

  app.get(
    '/param-question-flow',
    {
      schema: {
        tags,
        summary: 'Questions and flow edges of a configuration, for the browser to run the engine on.',
        querystring: questionFlowQuerySchema,
        response: { 200: questionFlowSchema, ...problems },
      },
    },
    async (request, reply) => {
      const config = await requireConfig(app.db, request.query.config_id);
      if (notModified(request, reply, contentEtag(config, 'flow', request.query.question_section_id))) {
        return sendNotModified(reply);
      }
      return getQuestionFlow(config, request.query.question_section_id);
    },
  );

  app.get(
    '/param-question-label/findLabel',
    {
      schema: {
        tags,
        summary: "A question's label in a language, or every label of the section when no question is named.",
        querystring: findLabelQuerySchema,
        response: { 200: labelsSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { config_id, question_section_id, question_label_id, lang } = request.query;
      const config = await requireConfig(app.db, config_id);
      const etag = contentEtag(config, 'labels', question_section_id, question_label_id, lang);
      if (notModified(request, reply, etag)) return sendNotModified(reply);
      return findLabels(config, request.query);
    },
  );

  app.get(
    '/param-additional-label/list/:config_id/:lang',
    {
      schema: {
        tags,
        summary: 'Texts of a configuration that belong to no question (its title…).',
        params: additionalLabelParamsSchema,
        response: { 200: additionalLabelsSchema, ...problems },
      },
    },
    async (request, reply) => {
      const config = await requireConfig(app.db, request.params.config_id);
      if (notModified(request, reply, contentEtag(config, 'additional', request.params.lang))) {
        return sendNotModified(reply);
      }
      return findAdditionalLabels(app.db, config.id, request.params.lang);
    },
  );

  app.get(
    '/param-question-section/section-label/:config_id/:question_section_id/:lang',
    {
      schema: {
        tags,
        summary: "A section's title in a language.",
        params: sectionLabelParamsSchema,
        response: { 200: sectionLabelSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { config_id, question_section_id, lang } = request.params;
      const config = await requireConfig(app.db, config_id);
      const section = requireSection(config, question_section_id);
      if (notModified(request, reply, contentEtag(config, 'section', section.id, lang))) {
        return sendNotModified(reply);
      }
      return { question_section_id: section.id, key: section.key, label: section.label[lang] };
    },
  );

  app.get(
    '/param-question-var/variables',
    {
      schema: {
        tags,
        summary: "Content names of a section's questions (qs) in a configuration (cf), with their ids.",
        querystring: variablesQuerySchema,
        response: { 200: variablesSchema, ...problems },
      },
    },
    async (request) => findVariables(app.db, request.query),
  );

  app.get(
    '/param-question/:config_id/:question_id',
    {
      schema: {
        tags,
        summary: 'One question of a configuration.',
        params: paramQuestionParamsSchema,
        response: { 200: questionSchema, ...problems },
      },
    },
    async (request) => {
      const config = await requireConfig(app.db, request.params.config_id);
      return findQuestion(config, request.params.question_id);
    },
  );

  app.post(
    '/question-flow/loop',
    {
      schema: {
        tags,
        summary: 'Adds an iteration to a LOOP of the caller (applicant or temporary session).',
        body: loopRequestSchema,
        response: { 200: flowPathStateSchema, ...problems },
      },
    },
    async (request) => addLoopIteration(deps(request), await resolveAnswerOwner(request), request.body),
  );

  app.delete(
    '/question-flow/loop',
    {
      schema: {
        tags,
        summary: 'Removes one iteration of a LOOP; later iterations move down.',
        querystring: loopDeleteQuerySchema,
        response: { 200: flowPathStateSchema, ...problems },
      },
    },
    async (request) => removeLoopIteration(deps(request), await resolveAnswerOwner(request), request.query),
  );

  const flowPathRoutes = (prefix: string, owner: (request: FastifyRequest) => Promise<AnswerOwner>) => {
    app.post(
      `/question-flow-path${prefix}`,
      {
        schema: {
          tags,
          summary: 'Moves through a section (next, back, restart) or stores a walked path (save).',
          body: flowPathRequestSchema,
          response: { 200: flowPathStateSchema, ...problems },
        },
      },
      async (request) => moveInFlow(deps(request), await owner(request), request.body),
    );
    app.get(
      `/question-flow-path${prefix}/:config_id/:question_section_id/:lang`,
      {
        schema: {
          tags,
          summary: 'The stored flow path of a section and where it stands.',
          params: flowPathParamsSchema,
          response: { 200: flowPathStateSchema, ...problems },
        },
      },
      async (request) => getFlowPath(app.db, await owner(request), request.params),
    );
  };
  flowPathRoutes('', requireCaseOwner);
  flowPathRoutes('/temp', requireTempOwner);

  const responsesRoute = (path: string, owner: (request: FastifyRequest) => Promise<AnswerOwner>) =>
    app.get(
      `/param-question-response/${path}`,
      {
        schema: {
          tags,
          summary: "The caller's stored answers of a configuration (or one section).",
          querystring: responsesQuerySchema,
          response: { 200: responsesSchema, ...problems },
        },
      },
      async (request) =>
        findOwnerAnswers(
          app.db,
          await owner(request),
          request.query.config_id,
          request.query.question_section_id,
        ),
    );
  responsesRoute('responseCase', requireCaseOwner);
  responsesRoute('responseCaseTemp', requireTempOwner);

  app.post(
    '/param-question-response/process-array',
    {
      schema: {
        tags,
        summary:
          'Validates a batch of answers with the engine and saves it; a changed branch deletes its old tail.',
        body: processArrayRequestSchema,
        response: { 200: processArrayResponseSchema, ...problems },
      },
    },
    async (request) => processAnswers(deps(request), await resolveAnswerOwner(request), request.body),
  );

  app.delete(
    '/param-question-response',
    {
      schema: {
        tags,
        summary: 'Deletes every answer of question q in group g of configuration c (and the tail it led to).',
        querystring: deleteResponseQuerySchema,
        response: { 200: deletedResponsesSchema, ...problems },
      },
    },
    async (request) => deleteQuestionAnswers(deps(request), await resolveAnswerOwner(request), request.query),
  );

  app.delete(
    '/param-question-response/question_id',
    {
      schema: {
        tags,
        summary: 'Deletes exact answer rows (spec: Answer to delete) of the caller.',
        body: deleteResponsesBodySchema,
        response: { 200: deletedResponsesSchema, ...problems },
      },
    },
    async (request) =>
      deleteAnswerRows(
        app.db,
        app.moduleHooks.answerWriteGuards,
        await resolveAnswerOwner(request),
        request.body.answers,
      ),
  );

  app.post(
    '/code-execution',
    {
      schema: {
        tags,
        summary: "Runs a VALIDATION question's script in the sandbox over the caller's answers.",
        body: codeExecutionRequestSchema,
        response: { 200: codeExecutionSchema, ...problems },
      },
    },
    async (request) => executeValidation(deps(request), await resolveAnswerOwner(request), request.body),
  );
};
