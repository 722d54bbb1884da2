/**
 * Additional evidence: any number of documents of the spec's types, each with the applicant's own
 * short description, kept in the order they were added (the order of the package's exhibits).
 */
import {
  type AddEvidenceRequest,
  AppError,
  type DocumentChecklistContent,
  type EvidenceList,
  type Locale,
} from '@camino/contracts';
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { toStoredDocument } from './build-checklist';
import { type DocumentRow, listCaseDocuments } from './case-documents';
import { createDocument, type CreateDocumentDeps } from './create-document';

export async function listEvidence(
  db: Db,
  content: DocumentChecklistContent,
  caseId: string,
  locale: Locale,
  readOnly: boolean,
): Promise<EvidenceList> {
  const all = await listCaseDocuments(db, caseId);
  return {
    readOnly,
    types: Object.entries(content.evidenceTypes).map(([key, type]) => ({ key, label: type.label[locale] })),
    items: all
      .filter((doc) => doc.row.kind === 'evidence')
      .map((doc) => ({
        id: doc.row.id,
        type: doc.row.documentKey,
        label: content.evidenceTypes[doc.row.documentKey]?.label[locale] ?? doc.row.documentKey,
        description: doc.row.description ?? '',
        position: doc.row.position,
        document: toStoredDocument(doc),
      })),
  };
}

export async function addEvidence(
  deps: CreateDocumentDeps,
  content: DocumentChecklistContent,
  caseId: string,
  request: AddEvidenceRequest,
): Promise<DocumentRow> {
  if (!content.evidenceTypes[request.type])
    throw new AppError('VALIDATION', {
      detail: 'Not a type of additional evidence.',
      extensions: { reason: 'evidenceTypeUnknown' },
    });
  const [last] = await deps.db
    .select({ position: max(documents.position) })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), eq(documents.kind, 'evidence')));
  return createDocument(
    deps,
    {
      caseId,
      kind: 'evidence',
      derivativeId: null,
      documentKey: request.type,
      description: request.description,
      position: (last?.position ?? 0) + 1,
    },
    request.uploads,
  );
}
