import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents, documentUploads } from '../../db/schema/documents';

export type DocumentRow = typeof documents.$inferSelect;
export type UploadRow = typeof documentUploads.$inferSelect;

export interface CaseDocument {
  row: DocumentRow;
  pages: UploadRow[];
}

/** Every document of the case with its pages in order. */
export async function listCaseDocuments(db: Db, caseId: string): Promise<CaseDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.caseId, caseId))
    .orderBy(asc(documents.position), asc(documents.createdAt));
  if (rows.length === 0) return [];
  const pages = await db
    .select()
    .from(documentUploads)
    .where(
      and(
        eq(documentUploads.caseId, caseId),
        inArray(
          documentUploads.documentId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(documentUploads.position));
  return rows.map((row) => ({ row, pages: pages.filter((page) => page.documentId === row.id) }));
}

export async function findCaseDocument(db: Db, caseId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.caseId, caseId), eq(documents.id, id)));
  return row ?? null;
}
