/**
 * Saves a checklist card's document for the main applicant or a family member. The card must be on
 * that person's checklist and the family member must be the case's own and named. A card holds one
 * document: saving again replaces the earlier one (and its translation).
 */
import {
  AppError,
  type DocumentChecklistContent,
  type SaveDocumentRequest,
  STRATEGIES,
} from '@camino/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { documents } from '../../db/schema/documents';
import { type CaseRow, listDerivatives } from '../cases';
import type { DocumentRow } from './case-documents';
import { createDocument, type CreateDocumentDeps } from './create-document';
import { deleteDocuments, type DeleteDocumentDeps } from './delete-document';

export async function saveChecklistDocument(
  deps: CreateDocumentDeps & DeleteDocumentDeps,
  content: DocumentChecklistContent,
  caseRow: CaseRow,
  request: SaveDocumentRequest,
): Promise<DocumentRow> {
  const strategy = caseRow.strategy ?? STRATEGIES[0];
  let role: 'principal' | 'spouse' | 'child' = 'principal';
  if (request.derivativeId) {
    const member = (await listDerivatives(deps.db, caseRow.id)).find((m) => m.id === request.derivativeId);
    if (!member) throw new AppError('NOT_FOUND', { detail: 'No such family member in this case.' });
    if (!member.firstName.trim() || !member.lastName.trim())
      throw new AppError('CONFLICT', {
        detail: 'Give the family member a name before uploading their documents.',
        extensions: { reason: 'derivativeUnnamed' },
      });
    role = member.relationship;
  }
  if (!content.checklists[strategy][role].some((entry) => entry.document === request.document))
    throw new AppError('VALIDATION', {
      detail: 'This document is not on the checklist.',
      extensions: { reason: 'documentNotOnChecklist' },
    });

  let replaced: string[] = [];
  const saved = await createDocument(
    deps,
    {
      caseId: caseRow.id,
      kind: 'checklist',
      derivativeId: request.derivativeId,
      documentKey: request.document,
    },
    request.uploads,
    async (tx) => {
      const earlier = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.caseId, caseRow.id),
            eq(documents.kind, 'checklist'),
            eq(documents.documentKey, request.document),
            request.derivativeId
              ? eq(documents.derivativeId, request.derivativeId)
              : isNull(documents.derivativeId),
          ),
        );
      replaced = earlier.map((row) => row.id);
    },
  );
  await deleteDocuments(deps, replaced);
  return saved;
}
