/**
 * Everything that still blocks sending the case for preparation, in the order to do it: the documents
 * (the documents module's list), the unfinished sections of the legal questionnaire (this module's own
 * count, as in the percentage), then the declaration and its translation (the declaration module's).
 * Empty exactly when the percentage reaches 100 before the review.
 */
import type { Locale, MissingItem } from '@camino/contracts';
import type { Db } from '../../db/database';
import { caseOwnerOf, getFlowPaths, requireConfig } from '../questionnaire';
import type { CaseProgressSources, CaseRow } from '../module-events';
import { findLegalConfigId } from './legal-questionnaire';

/** The sections of the case's legal questionnaire not finished yet, each opened where it is answered. */
export async function legalMissingItems(db: Db, caseRow: CaseRow, lang: Locale): Promise<MissingItem[]> {
  const configId = await findLegalConfigId(db, caseRow.strategy);
  if (configId === null) return [];
  const [config, states] = await Promise.all([
    requireConfig(db, configId),
    getFlowPaths(db, caseOwnerOf({ accountId: caseRow.accountId }), { config_id: configId, lang }),
  ]);
  const done = new Set(states.filter((state) => state.complete).map((state) => state.question_section_id));
  return [...config.sections.values()]
    .filter((section) => !done.has(section.id))
    .map((section) => ({
      key: `legal-section:${section.key}`,
      kind: 'legal-section' as const,
      step: 'complete-information' as const,
      params: { section: section.label[lang] },
      route: `/legal-questions?section=${section.id}`,
    }));
}

export async function caseMissingItems(
  db: Db,
  progress: CaseProgressSources,
  caseRow: CaseRow,
  lang: Locale,
): Promise<MissingItem[]> {
  const [modules, legal] = await Promise.all([
    Promise.all(progress.missingItems.map((source) => source.list(db, caseRow, lang))),
    legalMissingItems(db, caseRow, lang),
  ]);
  const items = modules.flat();
  return [
    ...items.filter((item) => item.step === 'upload-documents'),
    ...legal,
    ...items.filter((item) => item.step !== 'upload-documents'),
  ];
}
