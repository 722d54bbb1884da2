import type { leadRequestSchema } from '@camino/contracts';
import { AppError, LEAD_CONSENT_VERSION, type LeadRequest } from '@camino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema/leads';
import type { JobRunner } from '../../jobs/job-runner';
import type { PreAccountCaller } from '../accounts';
import { ownerOf } from './decide-outcome';
import { LEAD_DELIVERY_QUEUE, type LeadDeliveryJob } from './lead-delivery';
import { loadEligibilityAnswers } from './load-eligibility-answers';
import { decideEligibility } from './outcome';

/**
 * POST /leads: a visitor found not eligible asks to be contacted. The screening answers travel
 * with the lead only when they agreed to be referred; the lead is stored first and delivered to
 * the CRM by a job, so a CRM outage never loses it.
 */
export async function createLead(
  deps: { db: Db; jobs: Pick<JobRunner, 'send'>; now: Date },
  caller: PreAccountCaller,
  request: z.output<typeof leadRequestSchema> & Pick<LeadRequest, 'consent'>,
): Promise<{ id: string; consent: boolean }> {
  if (caller.kind !== 'temp' || caller.session.eligibilityOutcome !== 'not-eligible') {
    throw new AppError('FORBIDDEN', {
      detail: 'Only a visitor whose questionnaire found no case type may ask to be contacted.',
    });
  }
  let screening: Record<string, unknown> | null = null;
  if (request.consent) {
    const answers = (await loadEligibilityAnswers(deps.db, ownerOf(caller))) ?? {};
    const decision = decideEligibility(answers, deps.now);
    screening = { answers, reasons: decision.outcome === 'not-eligible' ? decision.reasons : [] };
  }
  return storeLead(deps, {
    tempSessionId: caller.session.id,
    accountId: null,
    locale: caller.session.locale,
    request,
    screening,
  });
}

/**
 * POST mycase/lawyer-referral: a signed-in applicant whose later answers mean the case needs a lawyer
 * asks a partner law firm to contact them. The answers and reasons travel only with consent.
 */
export async function createAccountLead(
  deps: { db: Db; jobs: Pick<JobRunner, 'send'>; now: Date },
  input: {
    readonly accountId: string;
    readonly locale: string;
    readonly request: z.output<typeof leadRequestSchema> & Pick<LeadRequest, 'consent'>;
    readonly screening: Record<string, unknown>;
  },
): Promise<{ id: string; consent: boolean }> {
  return storeLead(deps, {
    tempSessionId: null,
    accountId: input.accountId,
    locale: input.locale,
    request: input.request,
    screening: input.request.consent ? input.screening : null,
  });
}

/** Stores a lead first and hands it to the CRM by a job, so a CRM outage never loses it. */
async function storeLead(
  deps: { db: Db; jobs: Pick<JobRunner, 'send'>; now: Date },
  lead: {
    readonly tempSessionId: string | null;
    readonly accountId: string | null;
    readonly locale: string;
    readonly request: z.output<typeof leadRequestSchema> & Pick<LeadRequest, 'consent'>;
    readonly screening: Record<string, unknown> | null;
  },
): Promise<{ id: string; consent: boolean }> {
  const { request } = lead;
  const [stored] = await deps.db
    .insert(leads)
    .values({
      tempSessionId: lead.tempSessionId,
      accountId: lead.accountId,
      locale: lead.locale,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.phone,
      consent: request.consent,
      consentAt: deps.now,
      consentTextVersion: LEAD_CONSENT_VERSION,
      screening: lead.screening,
      createdAt: deps.now,
    })
    .returning({ id: leads.id, consent: leads.consent });
  await deps.jobs.send<LeadDeliveryJob>(
    LEAD_DELIVERY_QUEUE,
    { leadId: stored!.id },
    { singletonKey: stored!.id },
  );
  return { id: stored!.id, consent: stored!.consent };
}
