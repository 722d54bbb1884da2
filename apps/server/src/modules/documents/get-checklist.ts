import type { DocumentChecklist, DocumentChecklistContent, Locale } from '@camino/contracts';
import type { Db } from '../../db/database';
import { type CaseRow, listDerivatives } from '../cases';
import { type CaseProgressSources, isSectionReadOnly } from '../workspace';
import { buildChecklist } from './build-checklist';
import { listCaseDocuments } from './case-documents';

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

/** The counts the dashboard percentage is computed from. */
export async function countChecklist(
  db: Db,
  content: DocumentChecklistContent,
  caseRow: CaseRow,
): Promise<{ uploaded: number; required: number }> {
  const [members, documents] = await Promise.all([
    listDerivatives(db, caseRow.id),
    listCaseDocuments(db, caseRow.id),
  ]);
  const { uploaded, required } = buildChecklist({
    content,
    strategy: caseRow.strategy ?? 'asylum',
    members,
    documents,
    readOnly: false,
    locale: 'en',
  });
  return { uploaded, required };
}
