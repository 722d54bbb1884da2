import { isReadOnly } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { casePercentageQuery } from '../api/case-percentage';
import { caseSummaryQuery } from '../api/case-summary';

/**
 * `pending` until the percentage is known; `complete` at 100 %; `unavailable` when it could not be read
 * (spec section 4: a failed percentage call also counts as read-only); otherwise `editable`.
 */
export type CaseReadOnlyStatus = 'pending' | 'editable' | 'complete' | 'unavailable';

export function useCaseReadOnlyStatus(): CaseReadOnlyStatus {
  const summary = useQuery(caseSummaryQuery);
  const caseId = summary.data?.id;
  const percentage = useQuery({ ...casePercentageQuery(caseId ?? ''), enabled: caseId !== undefined });
  if (summary.isError || percentage.isError) return 'unavailable';
  if (!percentage.data) return 'pending';
  const result = { ok: true as const, completionPercentage: percentage.data.completionPercentage };
  if (!isReadOnly(result)) return 'editable';
  return Number.isFinite(result.completionPercentage) ? 'complete' : 'unavailable';
}

/**
 * True when the case's pages must not be edited: at 100 %, when the percentage call failed, and while
 * it is still unknown (an edit control fails closed rather than letting a change through).
 */
export function useCaseReadOnly(): boolean {
  return useCaseReadOnlyStatus() !== 'editable';
}
