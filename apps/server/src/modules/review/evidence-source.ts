import type { Db } from '../../db/database';
import { listCaseDocuments } from '../documents';

/** One document of the case as the review lists it and the package places it behind a tab. */
export interface EvidenceItem {
  readonly id: string;
  readonly kind: 'checklist' | 'evidence' | 'translation';
  /** The checklist key or evidence type, and the applicant's description when there is one. */
  readonly title: string;
  /** The document it translates, for a translation. */
  readonly translationOf: string | null;
  readonly pages: number;
  /** The whole document as one PDF in the encrypted store. */
  readonly storageKey: string;
}

/** Where review and the package read the case's documents, through the documents module's service. */
export interface EvidenceSource {
  listEvidence(db: Db, caseId: string): Promise<EvidenceItem[]>;
}

function titleOf(key: string, description: string | null): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  const named = words.charAt(0).toUpperCase() + words.slice(1);
  return description ? `${named}: ${description}` : named;
}

export const documentsEvidenceSource: EvidenceSource = {
  async listEvidence(db, caseId) {
    const documents = await listCaseDocuments(db, caseId);
    return documents.map(({ row, pages }) => ({
      id: row.id,
      kind: row.kind,
      title: titleOf(row.documentKey, row.description),
      translationOf: row.translationOf,
      pages: pages.reduce((sum, page) => sum + page.pageCount, 0),
      storageKey: row.storageKey,
    }));
  },
};
