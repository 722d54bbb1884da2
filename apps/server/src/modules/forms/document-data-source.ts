import type { DocumentValues } from '@camino/contracts';
import type { Db } from '../../db/database';
import { findConfirmedDocumentData } from '../documents';

/** The values the applicant confirmed from their documents, the principal's and each family member's. */
export interface ConfirmedDocumentData {
  readonly principal: DocumentValues;
  readonly derivatives: ReadonlyMap<string, DocumentValues>;
}

/** Where forms read confirmed document data: the documents module below, or a test's stand-in. */
export interface DocumentDataSource {
  findConfirmedDocumentData(db: Db, caseId: string): Promise<ConfirmedDocumentData>;
}

export const confirmedDocuments: DocumentDataSource = { findConfirmedDocumentData };
