/**
 * The documents part of what blocks sending the case for preparation, counted as the checklist counts
 * it: each family member named, each person's photo ID and required documents, and an English
 * translation of every document read as another language.
 */
import type {
  ChecklistPerson,
  DocumentChecklistContent,
  Locale,
  MissingItem,
  SavedFamilyMember,
} from '@camino/contracts';
import { buildChecklist } from './build-checklist';
import type { CaseDocument } from './case-documents';
import { translationCounts } from './document-translations';

export interface DocumentsInput {
  content: DocumentChecklistContent;
  strategy: keyof DocumentChecklistContent['checklists'];
  members: readonly SavedFamilyMember[];
  documents: readonly CaseDocument[];
}

const personParam = (person: ChecklistPerson) => person.derivativeId ?? 'principal';

/** Uploaded and required, translations included: the counts the dashboard percentage uses. */
export function documentCounts(input: DocumentsInput): { uploaded: number; required: number } {
  const checklist = buildChecklist({ ...input, readOnly: false, locale: 'en' });
  const translations = translationCounts(input.documents);
  return {
    uploaded: checklist.uploaded + translations.needed.length - translations.untranslated.length,
    required: checklist.required + translations.needed.length,
  };
}

function labelOf(content: DocumentChecklistContent, key: string, lang: Locale): string {
  return (content.documents[key] ?? content.evidenceTypes[key])?.label[lang] ?? key;
}

export function missingDocuments(input: DocumentsInput, lang: Locale): MissingItem[] {
  const checklist = buildChecklist({ ...input, readOnly: false, locale: lang });
  const step = 'upload-documents' as const;
  const items: MissingItem[] = [];
  for (const person of checklist.people) {
    const member = input.members.find((candidate) => candidate.id === person.derivativeId);
    const whose: Record<string, string> = person.name ? { person: person.name } : {};
    if (!person.named) {
      items.push({
        key: `name-family-member:${person.derivativeId}`,
        kind: 'name-family-member',
        step,
        params: { relationship: member?.relationship ?? person.role },
        route: '/derivatives',
      });
      continue;
    }
    const at = encodeURIComponent(personParam(person));
    if (!person.photoIdDone)
      items.push({
        key: `photo-id:${personParam(person)}`,
        kind: 'photo-id',
        step,
        params: whose,
        route: `/document-checklist?person=${at}`,
      });
    for (const card of person.cards.filter((candidate) => candidate.required && candidate.document === null))
      items.push({
        key: `document:${personParam(person)}:${card.key}`,
        kind: 'document',
        step,
        params: { ...whose, document: card.label },
        route: `/document-upload?person=${at}&document=${encodeURIComponent(card.key)}`,
      });
  }
  for (const { row } of translationCounts(input.documents).untranslated) {
    const member = input.members.find((candidate) => candidate.id === row.derivativeId);
    const person = member ? `${member.firstName} ${member.lastName}`.trim() : '';
    items.push({
      key: `document-translation:${row.id}`,
      kind: 'document-translation',
      step,
      params: { ...(person ? { person } : {}), document: labelOf(input.content, row.documentKey, lang) },
      route:
        row.kind === 'evidence'
          ? `/document-translate?evidence=${row.id}`
          : `/document-translate?person=${encodeURIComponent(row.derivativeId ?? 'principal')}&document=${encodeURIComponent(row.documentKey)}`,
    });
  }
  return items;
}
