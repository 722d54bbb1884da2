/**
 * The query keys of the signed-in applicant's case. Everything under `caseKeys.all` changes when the
 * case moves, so a step that moves it invalidates `caseKeys.all`.
 */
export const caseKeys = {
  all: ['mycase'] as const,
  summary: () => [...caseKeys.all, 'summary'] as const,
  dashboard: () => [...caseKeys.all, 'dashboard'] as const,
  screeningCheck: () => [...caseKeys.all, 'screening-check'] as const,
  history: () => [...caseKeys.all, 'history'] as const,
  percentages: () => [...caseKeys.all, 'percentage'] as const,
  percentage: (caseId: string, configId: number | null) =>
    [...caseKeys.percentages(), caseId, configId] as const,
  missingItemsAll: () => [...caseKeys.all, 'missing-items'] as const,
  missingItems: (lang: string) => [...caseKeys.missingItemsAll(), lang] as const,
  personalInfo: () => [...caseKeys.all, 'personal-info'] as const,
  derivatives: () => [...caseKeys.all, 'derivatives'] as const,
};
