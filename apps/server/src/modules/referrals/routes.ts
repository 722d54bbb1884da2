import {
  myReferralsSchema,
  problemSchema,
  referralArrivalRequestSchema,
  referralArrivalResponseSchema,
  referralCodeCheckSchema,
  referralCodeSchema,
} from '@camino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTempSession, requireUser } from '../accounts';
import { myReferrals } from './my-referrals';
import { recordArrival } from './record-arrival';
import { recordSales } from './record-sales';
import { findReferralCode } from './referral-codes';
import type { ReferralPartner } from './seed-partner-codes';

const tags = ['referrals'];

export function referralRoutes(partners: () => Promise<ReferralPartner[]>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/referrals/codes/:code',
      {
        schema: {
          tags,
          summary: 'Whether an invitation code exists, and the partner organisation behind it.',
          params: z.object({ code: z.string().max(40) }),
          response: { 200: referralCodeCheckSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const parsed = referralCodeSchema.safeParse(request.params.code);
        const code = parsed.success ? await findReferralCode(app.db, parsed.data) : null;
        if (!code) return { valid: false, partnerName: null };
        const partner = code.partnerKey
          ? (await partners()).find((each) => each.key === code.partnerKey)
          : undefined;
        return { valid: true, partnerName: partner?.name ?? null };
      },
    );

    app.post(
      '/referrals/arrival',
      {
        schema: {
          tags,
          summary: 'Keeps the invitation a visitor arrived with on their temporary session until sign-up.',
          body: referralArrivalRequestSchema,
          response: { 200: referralArrivalResponseSchema, 401: problemSchema },
        },
      },
      async (request) => {
        const caller = await requireTempSession(request);
        // Someone already signed in has no invitation to follow.
        if (caller.kind !== 'temp') return { recorded: false };
        const recorded = await recordArrival(app.db, {
          tempSessionId: caller.session.id,
          code: request.body.code,
          now: app.clock(),
        });
        return { recorded };
      },
    );

    app.get(
      '/referrals/mine',
      {
        schema: {
          tags,
          summary: "The applicant's invitation code and how many joined and started a case through it.",
          response: { 200: myReferralsSchema, 401: problemSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        // A sale paid a moment ago shows at once, not at the next sweep.
        await recordSales({ db: app.db, jobs: app.jobs });
        return myReferrals(app.db, user.accountId, app.clock());
      },
    );
  };
}
