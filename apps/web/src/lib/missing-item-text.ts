import type { MissingItem } from '@camino/contracts';
import type { TFunction } from 'i18next';

/**
 * The sentence that names a missing item, from the common catalog's `missing` section: a family
 * member's name by relationship (`name-family-member_spouse`), a document of a family member with
 * their name (`document_person`), every other item by its kind.
 */
export function missingItemText(t: TFunction, item: MissingItem): string {
  const variant =
    item.kind === 'name-family-member'
      ? `_${item.params.relationship === 'spouse' ? 'spouse' : 'child'}`
      : item.params.person
        ? '_person'
        : '';
  return t(`missing.${item.kind}${variant}`, { ...item.params, interpolation: { escapeValue: false } });
}
