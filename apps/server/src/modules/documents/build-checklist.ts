/**
 * The checklist screen's data: a list of cards for the main applicant and for each spouse and child,
 * each card in a design-system tile state, and the counts the dashboard percentage uses. One photo ID
 * per person is required, whichever kind it is; the other cards are required as the content says.
 */
import type {
  ChecklistPerson,
  DocumentCard,
  DocumentCardState,
  DocumentChecklist,
  DocumentChecklistContent,
  Locale,
  SavedFamilyMember,
  StoredDocument,
} from '@camino/contracts';
import type { CaseDocument } from './case-documents';

export interface ChecklistInput {
  content: DocumentChecklistContent;
  strategy: keyof DocumentChecklistContent['checklists'];
  members: readonly SavedFamilyMember[];
  documents: readonly CaseDocument[];
  readOnly: boolean;
  locale: Locale;
}

export function toStoredDocument({ row, pages }: CaseDocument): StoredDocument {
  return {
    id: row.id,
    sizeBytes: row.sizeBytes,
    pageCount: pages.reduce((sum, page) => sum + page.pageCount, 0),
    uploadedAt: row.createdAt.toISOString(),
    pages: pages.map((page, index) => ({
      id: page.id,
      position: index + 1,
      contentType: page.contentType,
      sizeBytes: page.sizeBytes,
      pageCount: page.pageCount,
    })),
  };
}

function cardState(uploaded: boolean, needed: boolean, readOnly: boolean): DocumentCardState {
  if (readOnly) return 'disabled';
  if (uploaded) return 'completed';
  return needed ? 'pending' : 'default';
}

function personChecklist(
  input: ChecklistInput,
  role: ChecklistPerson['role'],
  member: SavedFamilyMember | null,
): { person: ChecklistPerson; uploaded: number; required: number } {
  const { content, strategy, locale, readOnly } = input;
  const derivativeId = member?.id ?? null;
  const own = input.documents.filter(
    (doc) => doc.row.kind === 'checklist' && doc.row.derivativeId === derivativeId,
  );
  const entries = content.checklists[strategy][role];
  const photoIdDone = entries.some(
    (entry) =>
      content.documents[entry.document]?.photoId && own.some((doc) => doc.row.documentKey === entry.document),
  );
  const cards: DocumentCard[] = entries.map((entry) => {
    const kind = content.documents[entry.document]!;
    const doc = own.find((d) => d.row.documentKey === entry.document) ?? null;
    const needed = entry.required || (kind.photoId && !photoIdDone);
    return {
      key: entry.document,
      label: kind.label[locale],
      why: kind.why[locale],
      examples: kind.examples[locale],
      goodPhoto: kind.goodPhoto[locale],
      required: entry.required,
      photoId: kind.photoId,
      state: cardState(doc !== null, needed, readOnly),
      document: doc ? toStoredDocument(doc) : null,
    };
  });
  const requiredEntries = entries.filter((entry) => entry.required);
  const uploadedRequired = requiredEntries.filter((entry) =>
    own.some((doc) => doc.row.documentKey === entry.document),
  ).length;
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : null;
  return {
    person: {
      role,
      derivativeId,
      name,
      named: member === null || (member.firstName.trim() !== '' && member.lastName.trim() !== ''),
      photoIdDone,
      cards,
    },
    uploaded: uploadedRequired + (photoIdDone ? 1 : 0),
    required: requiredEntries.length + 1,
  };
}

export function buildChecklist(input: ChecklistInput): DocumentChecklist {
  const parts = [
    personChecklist(input, 'principal', null),
    ...input.members.map((member) => personChecklist(input, member.relationship, member)),
  ];
  return {
    readOnly: input.readOnly,
    people: parts.map((part) => part.person),
    evidenceCount: input.documents.filter((doc) => doc.row.kind === 'evidence').length,
    uploaded: parts.reduce((sum, part) => sum + part.uploaded, 0),
    required: parts.reduce((sum, part) => sum + part.required, 0),
  };
}
