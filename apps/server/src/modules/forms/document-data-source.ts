import type { DocumentValues } from '@camino/contracts';
import type { Db } from '../../db/database';

/** The values the applicant confirmed from their documents, the principal's and each family member's. */
export interface ConfirmedDocumentData {
  readonly principal: DocumentValues;
  readonly derivatives: ReadonlyMap<string, DocumentValues>;
}

/**
 * Where forms read confirmed document data. The documents module provides it; this module never
 * reads that module's tables, and works with the empty source until one is wired.
 */
export interface DocumentDataSource {
  findConfirmedDocumentData(db: Db, caseId: string): Promise<ConfirmedDocumentData>;
}

export const emptyDocumentDataSource: DocumentDataSource = {
  findConfirmedDocumentData: () => Promise.resolve({ principal: {}, derivatives: new Map() }),
};
