import {
  approvalBodySchema,
  caseApprovalSchema,
  caseRequestBodySchema,
  caseRequestListSchema,
  caseRequestSchema,
  caseSummarySchema,
  confirmSectionBodySchema,
  problemSchema,
  reviewStateSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRuntime, keyedHash } from '../accounts';
import { requireApplicantCase, toCaseSummary } from '../cases';
import { approveCase } from './approve-case';
import { confirmSection } from './confirm-section';
import type { DeclarationSource } from '../declaration';
import type { EvidenceSource } from './evidence-source';
import { caseFingerprint } from './case-fingerprint';
import { getReviewState } from './review-state';
import { listCaseRequests, resolveCaseRequest, sendCaseRequest } from './review-requests';
import { type MissingItemsOf, type PercentageOf, submitForPreparation } from './submit-for-preparation';

const tags = ['review'];
const errors = { 400: problemSchema, 401: problemSchema, 409: problemSchema };
const langQuery = z.object({ lang: z.enum(['en', 'es']).default('en') });

export interface ReviewRouteOptions {
  declarations: DeclarationSource;
  evidence: EvidenceSource;
  percentageOf: PercentageOf;
  missingItemsOf: MissingItemsOf;
}

export function reviewRoutes(options: ReviewRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => ({
      db: app.db,
      contentDir: app.config.CONTENT_DIR,
      config: app.config,
      declarations: options.declarations,
      evidence: options.evidence,
      now: app.clock,
    });

    app.put(
      '/mycase/confirm/information',
      {
        schema: {
          tags,
          summary:
            'Submits the case for preparation at 100 %: the initial review opens and the case becomes read-only.',
          response: { 200: caseSummarySchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow, user } = await requireApplicantCase(request);
        const now = app.clock();
        const row = await submitForPreparation(
          {
            db: app.db,
            percentageOf: options.percentageOf,
            missingItemsOf: options.missingItemsOf,
            caseProgress: app.moduleHooks.caseProgress,
            now,
            lang: user.locale,
          },
          caseRow,
        );
        return toCaseSummary(app.db, row, now);
      },
    );

    app.get(
      '/review',
      {
        schema: {
          tags,
          summary: 'Where the review stands, with the forms, the declaration and the evidence it shows.',
          querystring: langQuery,
          response: { 200: reviewStateSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return getReviewState(deps(), caseRow, request.query.lang);
      },
    );

    app.post(
      '/review/confirm',
      {
        schema: {
          tags,
          summary: 'Confirms one section of the review; the last one completes the initial review.',
          body: confirmSectionBodySchema,
          querystring: langQuery,
          response: { 200: reviewStateSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const row = await confirmSection(app.db, caseRow, request.body.section, app.clock());
        return getReviewState(deps(), row, request.query.lang);
      },
    );

    app.post(
      '/case-requests',
      {
        schema: {
          tags,
          summary: 'Sends a correction request (cannot be withdrawn); it reopens the sections it names.',
          body: caseRequestBodySchema,
          response: { 200: caseRequestSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const fingerprint = await caseFingerprint(app.db, caseRow, options.declarations);
        return sendCaseRequest(app.db, caseRow, request.body, app.clock(), fingerprint);
      },
    );

    app.get(
      '/case-requests/by-case',
      {
        schema: {
          tags,
          summary: "The case's correction requests, newest first, with their state.",
          response: { 200: caseRequestListSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        return { requests: await listCaseRequests(app.db, caseRow.id) };
      },
    );

    app.post(
      '/case-requests/resolve',
      {
        schema: {
          tags,
          summary:
            'The corrections are done: the open request is resolved and the case returns to its review; refused when nothing changed or something is left missing.',
          response: { 200: caseRequestSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow, user } = await requireApplicantCase(request);
        return resolveCaseRequest(app.db, caseRow, app.clock(), {
          fingerprint: () => caseFingerprint(app.db, caseRow, options.declarations),
          missingItems: () =>
            options.missingItemsOf(app.db, app.moduleHooks.caseProgress, caseRow, user.locale),
        });
      },
    );

    app.patch(
      '/deliverable/approved',
      {
        schema: {
          tags,
          summary:
            'Final approval with both confirmations of spec section 5; final, logged with time and a hash of the address.',
          body: approvalBodySchema,
          response: { 200: caseApprovalSchema, ...errors },
        },
      },
      async (request) => {
        const { caseRow } = await requireApplicantCase(request);
        const signingKey = await authRuntime(app.config).signingKey;
        const approval = await approveCase(
          {
            db: app.db,
            now: app.clock(),
            addressHash: keyedHash(signingKey, request.ip),
            approvalHooks: app.moduleHooks.approvalHooks,
          },
          caseRow,
        );
        return { approvedAt: approval.approvedAt.toISOString() };
      },
    );
  };
}
