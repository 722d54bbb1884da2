import { AppError, type LeadRequest, type leadRequestSchema } from '@camino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { findAccountById } from '../accounts';
import type { ApplicantCase } from '../cases';
import { createAccountLead } from '../eligibility';
import { applicantToday } from './applicant-today';
import { caseScreening } from './case-screening';

/**
 * POST mycase/lawyer-referral: the referral the eligibility check offers a visitor it cannot serve,
 * offered the same way to an applicant whose later answers mean the case needs a lawyer. With consent
 * the partner law firm receives the answers as they stand now and the reasons that hold.
 */
export async function requestLawyerReferral(
  deps: { db: Db; jobs: Pick<JobRunner, 'send'>; now: Date },
  { user, caseRow }: ApplicantCase,
  request: z.output<typeof leadRequestSchema> & Pick<LeadRequest, 'consent'>,
): Promise<{ id: string; consent: boolean }> {
  const screening = await caseScreening(deps.db, caseRow, applicantToday(deps.now, undefined));
  if (!screening.result.needsLawyer)
    throw new AppError('FORBIDDEN', {
      detail: 'Nothing in the answers means this case needs a lawyer; it can be prepared in Camino.',
    });
  const account = await findAccountById(deps.db, user.accountId);
  return createAccountLead(deps, {
    accountId: user.accountId,
    locale: account?.locale ?? 'en',
    request,
    screening: {
      answers: screening.answers ?? {},
      reasons: screening.result.reasons,
      changes: screening.result.changes,
      strategy: caseRow.strategy,
    },
  });
}
