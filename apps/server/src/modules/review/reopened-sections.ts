/**
 * A correction request reopens the sections it names while the case is in its correction step. The
 * review declares this on its module definition; the workspace's section access, which the modules
 * guarding those sections ask, collects it, so none of them imports the review.
 */
import { and, eq } from 'drizzle-orm';
import { reviewRequests } from '../../db/schema/review';
import type { SectionReopened } from '../module-events';
import { isCorrectionStep } from './review-of-step';

export const isSectionReopened: SectionReopened = async (db, caseRow, section) => {
  if (!isCorrectionStep(caseRow.step)) return false;
  const [open] = await db
    .select({ text: reviewRequests[section] })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.caseId, caseRow.id), eq(reviewRequests.status, 'open')))
    .limit(1);
  return (open?.text ?? '').length > 0;
};
