import type { DocumentChecklist, DocumentChecklistContent, Locale, MissingItem } from '@camino/contracts';
import type { Db } from '../../db/database';
import { type CaseRow, listDerivatives } from '../cases';
import { type CaseProgressSources, isSectionReadOnly } from '../workspace';
import { buildChecklist } from './build-checklist';
import { listCaseDocuments } from './case-documents';
import { documentCounts, missingDocuments } from './missing-documents';

/** The checklist of a case as the screens show it. A case without a type yet is shown as asylum's. */
export async function getChecklist(
  db: Db,
  progress: CaseProgressSources,
  content: DocumentChecklistContent,
  caseRow: CaseRow,
  locale: Locale,
): Promise<DocumentChecklist> {
  const [members, documents, readOnly] = await Promise.all([
    listDerivatives(db, caseRow.id),
    listCaseDocuments(db, caseRow.id),
    isSectionReadOnly(db, progress, caseRow, 'evidence'),
  ]);
  return buildChecklist({
    content,
    strategy: caseRow.strategy ?? 'asylum',
    members,
    documents,
    readOnly,
    locale,
  });
}

async function documentsInput(db: Db, content: DocumentChecklistContent, caseRow: CaseRow) {
  const [members, documents] = await Promise.all([
    listDerivatives(db, caseRow.id),
    listCaseDocuments(db, caseRow.id),
  ]);
  return { content, strategy: caseRow.strategy ?? ('asylum' as const), members, documents };
}

/** The counts the dashboard percentage is computed from, translations included. */
export async function countChecklist(
  db: Db,
  content: DocumentChecklistContent,
  caseRow: CaseRow,
): Promise<{ uploaded: number; required: number }> {
  return documentCounts(await documentsInput(db, content, caseRow));
}

/** What the documents still lack before the case can be sent for preparation. */
export async function listMissingDocuments(
  db: Db,
  content: DocumentChecklistContent,
  caseRow: CaseRow,
  lang: Locale,
): Promise<MissingItem[]> {
  return missingDocuments(await documentsInput(db, content, caseRow), lang);
}
