/**
 * How many of the case's required documents are uploaded. The documents module owns the checklist and
 * registers its count here at import time (as the payments module registers its derivatives hook), so
 * the workspace never imports it. Until one is registered no checklist exists: 0 of 0, which
 * `caseProgress` never counts as complete.
 */
import type { Db } from '../../db/database';
import type { CaseRow } from '../cases';

export interface DocumentCounts {
  readonly uploaded: number;
  readonly required: number;
}

export type DocumentsProgressSource = (db: Db, caseRow: CaseRow) => Promise<DocumentCounts>;

const NO_CHECKLIST: DocumentCounts = { uploaded: 0, required: 0 };

let source: DocumentsProgressSource | null = null;

/** Called once by the documents module; a later registration replaces the earlier one. */
export function registerDocumentsProgress(next: DocumentsProgressSource): void {
  source = next;
}

export function countCaseDocuments(db: Db, caseRow: CaseRow): Promise<DocumentCounts> {
  return source ? source(db, caseRow) : Promise.resolve(NO_CHECKLIST);
}
