import type { Locale } from '@camino/contracts';
import type { Db } from '../../db/database';
import { findAccountById } from '../accounts';
import { findCaseById, listDerivatives } from '../cases';
import { checklistContentFor, listCaseDocuments } from '../documents';
import { findPersonalInfo } from '../workspace';

type Bilingual = { readonly en: string; readonly es: string };

/** One document of the case as the review lists it and the package places it behind a tab. */
export interface EvidenceItem {
  readonly id: string;
  readonly kind: 'checklist' | 'evidence' | 'translation';
  /** What the document is, from the checklist, in both languages. */
  readonly label: Bilingual;
  /** The applicant's own words about it (additional evidence), or null. */
  readonly description: string | null;
  /** Whose document it is: the applicant's or a family member's full name ('' when not known yet). */
  readonly owner: string;
  /** The document it translates, for a translation. */
  readonly translationOf: string | null;
  readonly pages: number;
  /** The whole document as one PDF in the encrypted store. */
  readonly storageKey: string;
}

/** Where review and the package read the case's documents, through the documents module's service. */
export interface EvidenceSource {
  listEvidence(db: Db, caseId: string, contentDir: string): Promise<EvidenceItem[]>;
}

function keyWords(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Passport — Maria Lopez", with the applicant's description after a colon when there is one. */
export function evidenceTitle(
  item: Pick<EvidenceItem, 'label' | 'description' | 'owner'>,
  locale: Locale,
): string {
  const named = item.owner ? `${item.label[locale]} — ${item.owner}` : item.label[locale];
  return item.description ? `${named}: ${item.description}` : named;
}

const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').trim();

async function applicantName(db: Db, caseId: string): Promise<string> {
  const profile = await findPersonalInfo(db, caseId);
  if (profile) return fullName(profile.name, profile.lastName);
  const caseRow = await findCaseById(db, caseId);
  const account = caseRow ? await findAccountById(db, caseRow.accountId) : null;
  return account ? fullName(account.name, account.lastName) : '';
}

export const documentsEvidenceSource: EvidenceSource = {
  async listEvidence(db, caseId, contentDir) {
    const [documents, content, members, applicant] = await Promise.all([
      listCaseDocuments(db, caseId),
      checklistContentFor(contentDir),
      listDerivatives(db, caseId),
      applicantName(db, caseId),
    ]);
    return documents.map(({ row, pages }) => {
      const label: Bilingual = content.documents[row.documentKey]?.label ??
        content.evidenceTypes[row.documentKey]?.label ?? {
          en: keyWords(row.documentKey),
          es: keyWords(row.documentKey),
        };
      const member = row.derivativeId ? members.find((candidate) => candidate.id === row.derivativeId) : null;
      return {
        id: row.id,
        kind: row.kind,
        label,
        description: row.description,
        owner: member ? fullName(member.firstName, member.lastName) : applicant,
        translationOf: row.translationOf,
        pages: pages.reduce((sum, page) => sum + page.pageCount, 0),
        storageKey: row.storageKey,
      };
    });
  },
};
