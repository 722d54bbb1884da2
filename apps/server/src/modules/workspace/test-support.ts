/** Test helpers of the workspace: an applicant whose case is paid, with terms accepted and contract signed. */
import type { CaseEvent, CaseSummary, Strategy } from '@camino/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cases } from '../../db/schema/cases';
import type { AuthTestApp } from '../accounts/test-support';
import { tryApplyCaseEvent } from '../cases';
import { type SignedInApplicant, signedInApplicant } from '../cases/test-support';

export interface PaidApplicant extends SignedInApplicant {
  caseId: string;
}

/** Applies events as the payments and agreements modules would, failing the test if one is refused. */
export async function applyEvents(
  t: AuthTestApp,
  caseId: string,
  events: readonly CaseEvent[],
  context: Parameters<typeof tryApplyCaseEvent>[1]['context'] = {},
): Promise<void> {
  for (const event of events) {
    const outcome = await tryApplyCaseEvent(t.database.db, { caseId, event, context, now: new Date() });
    expect(outcome.applied, `${event}: ${outcome.applied ? '' : outcome.error.code}`).toBe(true);
  }
}

/** A signed-in applicant with a case type chosen, paid in full, terms accepted and contract signed. */
export async function paidApplicant(
  t: AuthTestApp,
  strategy: Strategy = 'asylum',
  signedIn?: SignedInApplicant,
): Promise<PaidApplicant> {
  const applicant = signedIn ?? (await signedInApplicant(t));
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/api/mycase',
    headers: applicant.headers,
    payload: { strategy },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const caseId = (chosen.json() as CaseSummary).id;
  await t.database.db.update(cases).set({ plan: 'full' }).where(eq(cases.id, caseId));
  await applyEvents(
    t,
    caseId,
    ['PAYMENT_STARTED', 'PAYMENT_SUCCEEDED', 'TERMS_ACCEPTED', 'CONTRACT_SIGNED'],
    {
      plan: 'full',
    },
  );
  return { ...applicant, caseId };
}
