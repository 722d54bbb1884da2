/**
 * The dashboard percentage: how much of the applicant's own input is done. Documents and information
 * weigh what the spec's estimates say they take (30 and 90 minutes), so the bar moves as the time spent
 * does. 100 means every input is in; from the initial review on, changes go through a request to
 * Camino, so the case is complete (and its pages read-only) from then on.
 */
import { type CaseProgressSnapshot, type CaseStep, ESTIMATES } from '@camino/contracts';
import { isAtOrAfter } from './step-order';

const DOCUMENTS_WEIGHT = ESTIMATES.documentsMinutes;
const INFORMATION_WEIGHT = ESTIMATES.informationMinutes;

function documentsFraction({ documentsUploaded, documentsRequired }: CaseProgressSnapshot): number {
  // With no checklist yet nothing can be complete (as in caseProgress).
  if (documentsRequired <= 0) return 0;
  return Math.min(1, documentsUploaded / documentsRequired);
}

/** 0–100, whole numbers; 100 only when everything is done, never by rounding up. */
export function completionPercentage(step: CaseStep, snapshot: CaseProgressSnapshot): number {
  if (isAtOrAfter(step, 'initial-review')) return 100;
  const documents = documentsFraction(snapshot);
  const information = Math.min(1, Math.max(0, snapshot.questionnaireCompletion / 100));
  const weighted =
    (DOCUMENTS_WEIGHT * documents + INFORMATION_WEIGHT * information) /
    (DOCUMENTS_WEIGHT + INFORMATION_WEIGHT);
  return documents === 1 && information === 1 ? 100 : Math.min(99, Math.floor(100 * weighted));
}
