import type { ChecklistPerson } from '@camino/contracts';
import type { TFunction } from 'i18next';

export function personTitle(t: TFunction<'documents'>, person: ChecklistPerson): string {
  return person.role === 'principal'
    ? t('people.principal')
    : t(`people.${person.role}`, { name: person.name ?? '' });
}
