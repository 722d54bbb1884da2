/**
 * The applicant confirms each section of the initial review. Confirming the last one completes the
 * initial review and opens the final one; a section reopened by a request is confirmed again.
 */
import { AppError, REVIEW_SECTIONS, type ReviewKind, type ReviewSection } from '@camino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reviewConfirmations } from '../../db/schema/review';
import { applyCaseEvent, type CaseRow } from '../cases';
import { reviewOfStep } from './review-of-step';

export async function confirmedSections(
  db: Db,
  caseId: string,
  review: ReviewKind,
): Promise<Set<ReviewSection>> {
  const rows = await db
    .select({ section: reviewConfirmations.section })
    .from(reviewConfirmations)
    .where(and(eq(reviewConfirmations.caseId, caseId), eq(reviewConfirmations.review, review)));
  return new Set(rows.map((row) => row.section));
}

export async function confirmSection(
  db: Db,
  caseRow: CaseRow,
  section: ReviewSection,
  now: Date,
): Promise<CaseRow> {
  const review = reviewOfStep(caseRow.step);
  if (review === null || caseRow.step.endsWith('-correction'))
    throw new AppError('CONFLICT', {
      detail: 'Sections are confirmed during a review, with no request open.',
      extensions: { reason: 'review.confirmNotAllowed' },
    });
  await db
    .insert(reviewConfirmations)
    .values({ caseId: caseRow.id, review, section, confirmedAt: now })
    .onConflictDoNothing();
  const confirmed = await confirmedSections(db, caseRow.id, review);
  if (review !== 'initial' || !REVIEW_SECTIONS.every((name) => confirmed.has(name))) return caseRow;
  return applyCaseEvent(db, { caseId: caseRow.id, event: 'INITIAL_REVIEW_COMPLETED', now });
}
