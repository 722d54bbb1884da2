/**
 * Correction requests: sent from a review, they reopen the sections they name and cannot be
 * withdrawn. When the applicant says the corrections are done, the case returns to its review.
 */
import {
  AppError,
  type CaseRequest,
  type CaseRequestBody,
  type MissingItem,
  REVIEW_SECTIONS,
  type ReviewSection,
} from '@camino/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reviewConfirmations, reviewRequests } from '../../db/schema/review';
import { applyCaseEvent, type CaseRow } from '../cases';
import { assertEventAllowed } from './assert-event-allowed';
import { reviewOfStep } from './review-of-step';

type RequestRow = typeof reviewRequests.$inferSelect;

export function toCaseRequest(row: RequestRow): CaseRequest {
  return {
    id: row.id,
    review: row.review,
    forms: row.forms,
    evidence: row.evidence,
    declaration: row.declaration,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export function sectionsOf(row: Pick<RequestRow, ReviewSection>): ReviewSection[] {
  return REVIEW_SECTIONS.filter((section) => (row[section] ?? '').length > 0);
}

export async function listCaseRequests(db: Db, caseId: string): Promise<CaseRequest[]> {
  const rows = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.caseId, caseId))
    .orderBy(desc(reviewRequests.createdAt));
  return rows.map(toCaseRequest);
}

export async function findOpenRequest(db: Db, caseId: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.caseId, caseId), eq(reviewRequests.status, 'open')))
    .limit(1);
  return row ?? null;
}

/** POST case-requests: only during a review with no request open; the case moves to its correction step. */
export async function sendCaseRequest(
  db: Db,
  caseRow: CaseRow,
  body: CaseRequestBody,
  now: Date,
  /** A digest of the case as it is now (`caseFingerprint`), to tell later whether anything changed. */
  fingerprint: string | null = null,
): Promise<CaseRequest> {
  const review = reviewOfStep(caseRow.step);
  if (review === null || caseRow.step.endsWith('-correction'))
    throw new AppError('CONFLICT', {
      detail: 'A request can be sent during a review, one at a time.',
      extensions: { reason: 'review.requestNotAllowed' },
    });
  const text = (value: string | undefined) => (value && value.length > 0 ? value : null);
  let created: RequestRow | undefined;
  await applyCaseEvent(db, {
    caseId: caseRow.id,
    event: 'CORRECTION_REQUESTED',
    now,
    before: async (tx, row) => {
      assertEventAllowed(row, 'CORRECTION_REQUESTED');
      [created] = await tx
        .insert(reviewRequests)
        .values({
          caseId: caseRow.id,
          review: reviewOfStep(row.step) ?? review,
          forms: text(body.forms),
          evidence: text(body.evidence),
          declaration: text(body.declaration),
          status: 'open',
          caseFingerprint: fingerprint,
          createdAt: now,
        })
        .returning();
      // The reopened sections are reviewed again once corrected.
      await tx
        .delete(reviewConfirmations)
        .where(
          and(
            eq(reviewConfirmations.caseId, caseRow.id),
            inArray(reviewConfirmations.section, sectionsOf(created!)),
          ),
        );
    },
  });
  return toCaseRequest(created!);
}

export interface ResolveChecks {
  /** The case's digest now, compared with the one taken when the request was sent. */
  fingerprint: () => Promise<string>;
  /** What the case still lacks (a translation out of date after the change, a part left empty). */
  missingItems: () => Promise<MissingItem[]>;
}

/**
 * The applicant finished the corrections: the request is resolved and the case is back in review.
 * Refused while nothing changed since the request was sent, and while the change left something
 * missing (the case would be read-only again with it).
 */
export async function resolveCaseRequest(
  db: Db,
  caseRow: CaseRow,
  now: Date,
  checks: ResolveChecks,
): Promise<CaseRequest> {
  const open = await findOpenRequest(db, caseRow.id);
  if (!open)
    throw new AppError('CONFLICT', {
      detail: 'There is no open request.',
      extensions: { reason: 'review.noOpenRequest' },
    });
  if (open.caseFingerprint !== null && open.caseFingerprint === (await checks.fingerprint()))
    throw new AppError('CONFLICT', {
      detail: 'Nothing was changed since the request was sent: make the changes first.',
      extensions: { reason: 'review.nothingChanged' },
    });
  const missing = await checks.missingItems();
  if (missing.length > 0)
    throw new AppError('CONFLICT', {
      detail: 'The case still lacks something after the changes.',
      extensions: { reason: 'review.stillMissing', missingItems: missing },
    });
  let resolved: RequestRow | undefined;
  await applyCaseEvent(db, {
    caseId: caseRow.id,
    event: 'CORRECTION_RESOLVED',
    now,
    before: async (tx, row) => {
      assertEventAllowed(row, 'CORRECTION_RESOLVED');
      [resolved] = await tx
        .update(reviewRequests)
        .set({ status: 'resolved', resolvedAt: now })
        .where(eq(reviewRequests.id, open.id))
        .returning();
    },
  });
  return toCaseRequest(resolved!);
}
