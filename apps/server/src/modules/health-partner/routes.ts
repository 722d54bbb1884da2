import {
  AppError,
  healthReferralSchema,
  problemSchema,
  referClientRequestSchema,
  SALUD_TOTAL_CARD_FLAG,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthPartnerAdapter } from '../../adapters/health-partner';
import { requireApplicantCase } from '../cases';
import { flagStatus, loadDeploymentFlags } from '../workspace';
import { healthReferralOf, referClient } from './refer-client';

const tags = ['health partner'];

export function healthPartnerRoutes(partner: HealthPartnerAdapter): FastifyPluginAsyncZod {
  return async (app) => {
    const flags = await loadDeploymentFlags(app.config);
    const assertOffered = () => {
      if (!flagStatus(flags, SALUD_TOTAL_CARD_FLAG).enabled)
        throw new AppError('NOT_FOUND', { detail: 'The health partner is not offered here.' });
    };

    app.get(
      '/salud-total/referral',
      {
        schema: {
          tags,
          summary: "Where the case's health-partner referral stands, and what authorizing it would share.",
          response: { 200: healthReferralSchema, 401: problemSchema, 404: problemSchema },
        },
      },
      async (request) => {
        assertOffered();
        const { caseRow } = await requireApplicantCase(request);
        return healthReferralOf(app.db, caseRow);
      },
    );

    app.post(
      '/salud-total/refer-client',
      {
        schema: {
          tags,
          summary:
            'Records the consent and refers the applicant to the health-assessment partner, once per case.',
          body: referClientRequestSchema,
          response: {
            200: healthReferralSchema,
            400: problemSchema,
            401: problemSchema,
            404: problemSchema,
            409: problemSchema,
            503: problemSchema,
          },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => {
        assertOffered();
        const { caseRow } = await requireApplicantCase(request);
        return referClient(
          { db: app.db, partner, now: app.clock },
          {
            caseRow,
            disclosureVersion: request.body.disclosureVersion,
            declarationExcerpt: request.body.declarationExcerpt ?? null,
            now: app.clock(),
          },
        );
      },
    );
  };
}
