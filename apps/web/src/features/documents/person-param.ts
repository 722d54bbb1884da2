import type { ChecklistPerson, DocumentChecklist } from '@camino/contracts';

/** The `person` query value: `principal` or a family member's id. */
export const personParam = (person: Pick<ChecklistPerson, 'derivativeId'>) =>
  person.derivativeId ?? 'principal';

export function findPerson(checklist: DocumentChecklist, param: string | null): ChecklistPerson | null {
  return checklist.people.find((person) => personParam(person) === (param ?? 'principal')) ?? null;
}
