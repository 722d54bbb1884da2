import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentUploads } from '../../db/schema/documents';
import type { UploadRow } from './case-documents';

export async function findCaseUpload(db: Db, caseId: string, id: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(documentUploads)
    .where(and(eq(documentUploads.caseId, caseId), eq(documentUploads.id, id)));
  return row ?? null;
}
