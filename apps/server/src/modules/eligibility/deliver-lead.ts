import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { CrmAdapter } from '../../adapters/crm';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema/leads';

/** The job's work: hands one stored lead to the CRM once; a failure throws so pg-boss retries. */
export async function deliverLead(
  deps: { db: Db; crm: CrmAdapter; log: Pick<Logger, 'info'>; now: () => Date },
  leadId: string,
): Promise<void> {
  const [lead] = await deps.db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead || lead.deliveredAt) return;
  const { externalId } = await deps.crm.deliver({
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    locale: lead.locale,
    consent: { given: lead.consent, at: lead.consentAt.toISOString(), textVersion: lead.consentTextVersion },
    // Only consent puts the answers on the lead; checked again here so no path can leak them.
    ...(lead.consent && lead.screening ? { screening: lead.screening } : {}),
  });
  await deps.db
    .update(leads)
    .set({ deliveredAt: deps.now(), deliveredVia: deps.crm.name, externalId })
    .where(eq(leads.id, lead.id));
  deps.log.info({ leadId: lead.id, via: deps.crm.name }, 'lead delivered');
}
