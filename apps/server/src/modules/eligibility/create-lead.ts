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
  const [lead] = await deps.db
    .insert(leads)
    .values({
      tempSessionId: caller.session.id,
      locale: caller.session.locale,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.phone,
      consent: request.consent,
      consentAt: deps.now,
      consentTextVersion: LEAD_CONSENT_VERSION,
      screening,
      createdAt: deps.now,
    })
    .returning({ id: leads.id, consent: leads.consent });
  await deps.jobs.send<LeadDeliveryJob>(
    LEAD_DELIVERY_QUEUE,
    { leadId: lead!.id },
    { singletonKey: lead!.id },
  );
  return { id: lead!.id, consent: lead!.consent };
}
