import { and, eq, isNull } from 'drizzle-orm';
import type { CrmAdapter } from '../../adapters/crm';
import type { WrapperAdapter } from '../../adapters/wrapper';
import type { Db } from '../../db/database';
import { crmSyncDeliveries } from '../../db/schema/crm-sync';

type Deps = { db: Db; crm: CrmAdapter; wrapper: WrapperAdapter; now: () => Date };
type Row = typeof crmSyncDeliveries.$inferSelect;

const text = (value: unknown): string => String(value);
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** Sends one moment; returns the adapter that took it and the wrapper's client id, if any. */
async function send(deps: Deps, row: Row): Promise<{ via: string; externalId: string | null }> {
  const p = row.payload;
  switch (row.call) {
    case 'convert-lead':
      await deps.crm.convertLead({
        caseId: row.caseId,
        strategy: textOrNull(p.strategy),
        locale: text(p.locale),
        convertedAt: text(p.convertedAt),
      });
      return { via: deps.crm.name, externalId: null };
    case 'update-case':
      await deps.crm.updateCase({
        caseId: row.caseId,
        seq: Number(p.seq),
        event: text(p.event),
        step: text(p.step),
        payment: text(p.payment),
        at: text(p.at),
      });
      return { via: deps.crm.name, externalId: null };
    case 'update-opportunity':
      await deps.crm.updateOpportunity({
        caseId: row.caseId,
        paymentId: text(p.paymentId),
        purpose: text(p.purpose),
        amountCents: Number(p.amountCents),
        plan: textOrNull(p.plan),
        paidAt: text(p.paidAt),
      });
      return { via: deps.crm.name, externalId: null };
    case 'update-intake': {
      const sectionsAnswered = Number(p.sectionsAnswered);
      // The service may already hold this progress or more (a later moment got there first).
      const client = await deps.wrapper.clientInfo(row.caseId);
      if (!client || client.sectionsAnswered < sectionsAnswered)
        await deps.wrapper.updateIntake({ caseId: row.caseId, sectionsAnswered, at: text(p.at) });
      return { via: deps.wrapper.name, externalId: client?.clientId ?? null };
    }
  }
}

/**
 * The job's work: hands one recorded moment of a case to its service once; a failure throws so
 * the job is retried. A case's other moments wait until the CRM has converted its lead.
 */
export async function deliverMoment(deps: Deps, key: string): Promise<void> {
  const [row] = await deps.db.select().from(crmSyncDeliveries).where(eq(crmSyncDeliveries.key, key)).limit(1);
  if (!row || row.deliveredAt) return;
  if (row.call !== 'convert-lead') {
    const [conversion] = await deps.db
      .select({ deliveredAt: crmSyncDeliveries.deliveredAt })
      .from(crmSyncDeliveries)
      .where(eq(crmSyncDeliveries.key, `convert-lead:${row.caseId}`))
      .limit(1);
    if (!conversion?.deliveredAt) throw new Error('The case is not converted in the CRM yet');
  }
  const { via, externalId } = await send(deps, row);
  await deps.db
    .update(crmSyncDeliveries)
    .set({ deliveredAt: deps.now(), deliveredVia: via, externalId })
    .where(and(eq(crmSyncDeliveries.key, key), isNull(crmSyncDeliveries.deliveredAt)));
}
